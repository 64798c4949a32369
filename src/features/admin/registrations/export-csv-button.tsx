import { CSV_MIME_TYPE } from '@/domain/csv';
import type { Registration } from '@/domain/registrations';
import { registrationsCsv, registrationsCsvFilename } from '@/domain/registrations-csv';
import { downloadBlob } from '@/lib/download-blob';

/** Downloads the list as it is filtered on screen, as a CSV Excel and Google Sheets open. */
export function ExportCsvButton({
  registrations,
  labelOf,
}: {
  registrations: readonly Registration[];
  labelOf: (registration: Registration) => string;
}) {
  const onClick = () => {
    const csv = registrationsCsv(registrations, labelOf);
    downloadBlob(new Blob([csv], { type: CSV_MIME_TYPE }), registrationsCsvFilename(new Date()));
  };
  return (
    <button
      type="button"
      className="btn-ghost"
      disabled={registrations.length === 0}
      onClick={onClick}
    >
      Export CSV
    </button>
  );
}
