import type { ShippingConfigForm } from '@discus/domain/contracts/admin-orders';
import { STATES_AND_UNION_TERRITORIES } from '@discus/domain/india';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { primaryButton, secondaryButton } from '../../../components/form/buttons.ts';
import { inputClass } from '../../../components/form/text-field.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { browserApi } from '../../../lib/browser-api.ts';
import { useRefusedSession } from '../../account/use-refused-session.ts';
import { errorText, useAdminCall } from '../catalog/use-admin-call.ts';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const card = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6';
// Table cells: narrow on a phone so a state's whole row fits 390 px.
const cellInput =
  'block rounded-md border border-slate-300 bg-white py-2 text-base text-slate-900 focus:border-brand-600';
const numberInput = `${cellInput} w-16 px-2 sm:w-24 sm:px-3`;

type Region = ShippingConfigForm['regions'][keyof ShippingConfigForm['regions']];

/** Where live fish can go, what shipping costs, when fish leave, and the dead-on-arrival window. */
export function ShippingConfigPage() {
  const [config, setConfig] = useState<ShippingConfigForm | null>(null);
  const [version, setVersion] = useState('');
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [holiday, setHoliday] = useState('');
  const onRefused = useRefusedSession();
  const run = useAdminCall();
  const showMessage = useSnackbar();

  // biome-ignore lint/correctness/useExhaustiveDependencies: load once
  const load = useCallback(() => {
    browserApi.adminShippingConfig().then(
      (answer) => {
        setConfig(answer.result);
        setVersion(answer.version);
      },
      (error) => {
        if (!onRefused(error)) setFailed(errorText(error));
      },
    );
  }, []);
  useEffect(load, [load]);

  if (failed)
    return (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
        {failed}
      </p>
    );
  if (!config)
    return (
      <p role="status" className="py-10 text-center text-slate-600">
        Loading...
      </p>
    );

  const setRegion = (name: string, change: Partial<Region>) =>
    setConfig({
      ...config,
      regions: { ...config.regions, [name]: { ...config.regions[name as keyof typeof config.regions], ...change } },
    });
  const num = (value: string) => (value === '' ? Number.NaN : Number(value));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    // Someone saved meanwhile: the screen shows theirs, and the owner makes the change again.
    const answer = await run(
      () => browserApi.adminSaveShippingConfig(config, version),
      (error) => error.status === 409 && load(),
    );
    setBusy(false);
    if (answer) {
      setConfig(answer.result);
      setVersion(answer.version);
      showMessage(answer.message, 'success');
    }
  };

  return (
    <form onSubmit={(e) => void save(e)} className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Shipping configuration</h1>
        <button type="submit" className={primaryButton} disabled={busy}>
          Save
        </button>
      </div>

      <section aria-labelledby="general" className={`${card} grid gap-4 sm:grid-cols-2`}>
        <h2 id="general" className="font-semibold text-slate-900 sm:col-span-2">
          Charges and claims
        </h2>
        <label className="text-sm font-medium text-slate-700">
          Free shipping of dry goods from (₹, empty: never)
          <input
            type="number"
            min={0}
            step="0.01"
            value={config.freeShippingAbove ?? ''}
            onChange={(e) =>
              setConfig({ ...config, freeShippingAbove: e.target.value === '' ? null : num(e.target.value) })
            }
            className={`${inputClass} mt-1 w-full`}
          />
        </label>
        <label className="text-sm font-medium text-slate-700">
          Live-fish packing charge per order (₹)
          <input
            type="number"
            min={0}
            step="0.01"
            required
            value={config.packing}
            onChange={(e) => setConfig({ ...config, packing: num(e.target.value) })}
            className={`${inputClass} mt-1 w-full`}
          />
        </label>
        <label className="text-sm font-medium text-slate-700">
          Dead-on-arrival claim window (hours after delivery)
          <input
            type="number"
            min={1}
            max={168}
            required
            value={config.doaClaimWindowHours}
            onChange={(e) => setConfig({ ...config, doaClaimWindowHours: num(e.target.value) })}
            className={`${inputClass} mt-1 w-full`}
          />
        </label>
      </section>

      <section aria-labelledby="dispatch" className={`${card} space-y-4`}>
        <h2 id="dispatch" className="font-semibold text-slate-900">
          Live fish dispatch
        </h2>
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">Dispatch days</legend>
          <div className="mt-1 flex flex-wrap gap-3">
            {WEEKDAYS.map((label, index) => {
              const day = index + 1;
              const on = config.dispatch.weekdays.includes(day);
              return (
                <label key={label} className="flex items-center gap-1.5 text-sm">
                  <input
                    type="checkbox"
                    checked={on}
                    onChange={() =>
                      setConfig({
                        ...config,
                        dispatch: {
                          ...config.dispatch,
                          weekdays: on
                            ? config.dispatch.weekdays.filter((d) => d !== day)
                            : [...config.dispatch.weekdays, day].sort(),
                        },
                      })
                    }
                  />
                  {label}
                </label>
              );
            })}
          </div>
        </fieldset>
        <label className="block text-sm font-medium text-slate-700">
          Cut-off hour (orders paid after it leave on the next dispatch day; 0–23, India time)
          <input
            type="number"
            min={0}
            max={23}
            required
            value={config.dispatch.cutoffHour}
            onChange={(e) =>
              setConfig({ ...config, dispatch: { ...config.dispatch, cutoffHour: num(e.target.value) } })
            }
            className={`${numberInput} mt-1 block`}
          />
        </label>
        <div>
          <p className="text-sm font-medium text-slate-700">Holidays (no dispatch)</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {config.dispatch.holidays.map((day) => (
              <li key={day} className="flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-sm">
                {day}
                <button
                  type="button"
                  aria-label={`Remove ${day}`}
                  className="text-slate-500 hover:text-red-700"
                  onClick={() =>
                    setConfig({
                      ...config,
                      dispatch: { ...config.dispatch, holidays: config.dispatch.holidays.filter((d) => d !== day) },
                    })
                  }
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <div className="mt-2 flex gap-2">
            <label className="sr-only" htmlFor="holiday">
              Holiday
            </label>
            <input
              id="holiday"
              type="date"
              value={holiday}
              onChange={(e) => setHoliday(e.target.value)}
              className={inputClass}
            />
            <button
              type="button"
              className={secondaryButton}
              disabled={!holiday}
              onClick={() => {
                setConfig({
                  ...config,
                  dispatch: {
                    ...config.dispatch,
                    holidays: [...new Set([...config.dispatch.holidays, holiday])].sort(),
                  },
                });
                setHoliday('');
              }}
            >
              Add holiday
            </button>
          </div>
        </div>
      </section>

      <section aria-labelledby="regions" className={card}>
        <h2 id="regions" className="mb-3 font-semibold text-slate-900">
          States and union territories
        </h2>
        <div className="overflow-x-auto">
          <table className="w-full  text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th className="py-2">State or UT</th>
                <th className="py-2">Live fish</th>
                <th className="py-2">Fee (₹)</th>
                <th className="py-2">Days in transit</th>
              </tr>
            </thead>
            <tbody>
              {STATES_AND_UNION_TERRITORIES.map((name) => {
                const region = config.regions[name];
                return (
                  <tr key={name} className="border-b border-slate-100" data-testid={`region-${name}`}>
                    <th scope="row" className="py-1.5 pr-2 text-xs font-medium text-slate-800 sm:text-sm">
                      {name}
                    </th>
                    <td className="py-1.5">
                      <label className="flex items-center gap-1.5">
                        <input
                          type="checkbox"
                          checked={region.serviceableForLiveFish}
                          onChange={(e) => setRegion(name, { serviceableForLiveFish: e.target.checked })}
                          aria-label={`Live fish to ${name}`}
                        />
                        <span className="hidden text-xs text-slate-600 sm:inline">
                          {region.serviceableForLiveFish ? 'Yes' : 'No'}
                        </span>
                      </label>
                    </td>
                    <td className="py-1.5">
                      <input
                        type="number"
                        min={0}
                        step="0.01"
                        required
                        aria-label={`Fee to ${name}`}
                        value={region.fee}
                        onChange={(e) => setRegion(name, { fee: num(e.target.value) })}
                        className={numberInput}
                      />
                    </td>
                    <td className="py-1.5">
                      <span className="flex items-center gap-1">
                        <input
                          type="number"
                          min={0}
                          max={30}
                          required
                          aria-label={`Fewest days to ${name}`}
                          value={region.transitDaysMin}
                          onChange={(e) => setRegion(name, { transitDaysMin: num(e.target.value) })}
                          className={`${cellInput} w-11 px-1.5 sm:w-16 sm:px-3`}
                        />
                        –
                        <input
                          type="number"
                          min={0}
                          max={30}
                          required
                          aria-label={`Most days to ${name}`}
                          value={region.transitDaysMax}
                          onChange={(e) => setRegion(name, { transitDaysMax: num(e.target.value) })}
                          className={`${cellInput} w-11 px-1.5 sm:w-16 sm:px-3`}
                        />
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>
      <button type="submit" className={primaryButton} disabled={busy}>
        Save
      </button>
    </form>
  );
}
