import type { ApiResponse } from '@discus/domain/api-transport';
import { apiPaths } from '@discus/domain/contracts/paths';
import { describe, expect, it } from 'vitest';
import { keptReads } from './page-reads.ts';

function api(answers: Record<string, ApiResponse>) {
  const asked: string[] = [];
  const inject = async (path: string, body: unknown) => {
    asked.push(`${path} ${JSON.stringify(body)}`);
    return answers[path] ?? { status: 404, body: { message: 'Not found' } };
  };
  return { inject, asked };
}

describe('the catalogue reads of server renders', () => {
  it('reads a catalogue answer once while it is kept, per body', async () => {
    const { inject, asked } = api({ [apiPaths.getProductById]: { status: 200, body: { result: { id: 1 } } } });
    const { transport } = keptReads(inject, 60_000);
    await transport(apiPaths.getProductById, { id: 1 });
    const again = await transport(apiPaths.getProductById, { id: 1 });
    await transport(apiPaths.getProductById, { id: 2 });
    expect(again).toEqual({ status: 200, body: { result: { id: 1 } } });
    expect(asked).toEqual([`${apiPaths.getProductById} {"id":1}`, `${apiPaths.getProductById} {"id":2}`]);
  });

  it('asks again after a catalogue change', async () => {
    const { inject, asked } = api({ [apiPaths.getProductCategory]: { status: 200, body: { result: [] } } });
    const reads = keptReads(inject, 60_000);
    await reads.transport(apiPaths.getProductCategory, { all: true });
    reads.clear();
    await reads.transport(apiPaths.getProductCategory, { all: true });
    expect(asked).toHaveLength(2);
  });

  it('keeps neither refusals nor anything but catalogue reads', async () => {
    const { inject, asked } = api({ [apiPaths.getAnonOrders]: { status: 200, body: { result: [] } } });
    const { transport } = keptReads(inject, 60_000);
    expect(await transport(apiPaths.getProductById, { id: 9 })).toEqual({
      status: 404,
      body: { message: 'Not found' },
    });
    await transport(apiPaths.getProductById, { id: 9 });
    await transport(apiPaths.getAnonOrders, {});
    await transport(apiPaths.getAnonOrders, {});
    expect(asked).toHaveLength(4);
  });

  it('keeps nothing with no time to keep it (the page cache turned off)', async () => {
    const { inject, asked } = api({ [apiPaths.listProducts]: { status: 200, body: { result: [] } } });
    const { transport } = keptReads(inject, 0);
    await transport(apiPaths.listProducts, {});
    await transport(apiPaths.listProducts, {});
    expect(asked).toHaveLength(2);
  });
});
