import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { importRejectedSchema, type ImportRejectedDto } from '@playeats/contracts/admin-restaurants';
import { problemBody, problemName } from '../../../lib/problem-basics.ts';
import { adminErrorText } from '../api/admin-error.ts';
import { importRestaurants, restaurantKeys } from '../api/admin-restaurants.ts';
import { DataTable } from '../components/data-table.tsx';

/** The refused rows of a 422 ImportRejectedException, or null for any other failure. */
function rejection(error: unknown): ImportRejectedDto | null {
  if (problemName(error) !== 'ImportRejectedException') return null;
  const parsed = importRejectedSchema.safeParse(problemBody(error));
  return parsed.success ? parsed.data : null;
}

/** The type the server reads the file as, from its name (browsers often give a CSV no type, or Excel's). */
const asUpload = (file: File) =>
  new Blob([file], { type: file.name.toLowerCase().endsWith('.json') ? 'application/json' : 'text/csv' });

/** /admin/restaurants/import: a CSV or JSON file of partners and menus, all or nothing, with a report of refused rows. */
export function RestaurantImportPage() {
  const { t } = useTranslation('admin-restaurants');
  const { t: tAdmin } = useTranslation('admin');
  const queryClient = useQueryClient();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [dryRun, setDryRun] = useState(false);
  const run = useMutation({
    mutationFn: ({ picked, dry }: { picked: File; dry: boolean }) => importRestaurants(asUpload(picked), dry),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: restaurantKeys.all }),
  });
  const refused = rejection(run.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) run.mutate({ picked: file, dry: dryRun });
  };

  return (
    <section aria-labelledby="admin-import-title" className="stack">
      <Link to="/admin/restaurants">{t('back')}</Link>
      <h1 id="admin-import-title">{t('import.title')}</h1>
      <div className="card stack">
        <p>{t('import.intro')}</p>
        <p className="muted">{t('import.csvColumns')}</p>
        <p className="muted">{t('import.jsonShape')}</p>
      </div>
      <form className="admin-form stack" onSubmit={submit}>
        <div className="ordering-field">
          <label htmlFor={inputId}>{t('import.file')}</label>
          <input
            id={inputId}
            type="file"
            accept=".csv,.json,text/csv,application/json"
            onChange={(event) => {
              run.reset();
              setFile(event.target.files?.[0] ?? null);
            }}
          />
        </div>
        <label>
          <input type="checkbox" checked={dryRun} onChange={(e) => setDryRun(e.target.checked)} /> {t('import.dryRun')}
        </label>
        <div className="admin-actions">
          <button type="submit" className="btn btn-primary" disabled={!file || run.isPending}>
            {run.isPending ? t('import.running') : t('import.submit')}
          </button>
        </div>
      </form>

      <div aria-live="polite">
        {run.data && (
          <div className="card stack admin-notice" role="status">
            <h2>{run.data.dryRun ? t('import.checked') : t('import.done')}</h2>
            <p>
              {t('import.counts', {
                rows: run.data.rows,
                created: run.data.restaurants.created,
                updated: run.data.restaurants.updated,
                items: run.data.menuItems,
              })}
            </p>
          </div>
        )}
        {refused && (
          <div className="card stack" role="alert">
            <h2>{t('import.refused', { count: refused.rejectedCount })}</h2>
            <p>{t('import.nothingWritten')}</p>
            <DataTable
              caption={t('import.refusedCaption')}
              columns={[
                { key: 'row', header: t('import.row'), cell: (r) => r.row, numeric: true },
                { key: 'field', header: t('import.field'), cell: (r) => r.field },
                { key: 'reason', header: t('import.reason'), cell: (r) => r.reason },
              ]}
              rows={refused.rejected}
              rowKey={(r) => `${r.row}:${r.field}:${r.reason}`}
              empty=""
            />
            {refused.rejectedCount > refused.rejected.length && (
              <p className="muted">{t('import.more', { count: refused.rejectedCount - refused.rejected.length })}</p>
            )}
          </div>
        )}
        {run.isError && !refused && (
          <p className="ordering-field-error" role="alert">
            {adminErrorText(run.error, tAdmin)}
          </p>
        )}
      </div>
    </section>
  );
}
