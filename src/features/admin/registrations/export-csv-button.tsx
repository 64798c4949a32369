import type { Event } from '@/domain/events';
import { CSV_MIME_TYPE } from '@/domain/csv';
import { REGISTRATIONS_FETCH_FAILED_MESSAGE } from '@/domain/admin-messages';
import type { RegistrationFilter } from '@/domain/registrations';
import { registrationsCsv, registrationsCsvFilename } from '@/domain/registrations-csv';
import { downloadBlob } from '@/lib/download-blob';
import { useExportRegistrationsMutation } from '../api/export-registrations-mutation';
import { eventLabels } from './event-labels';

export interface ExportCsvButtonProps {
  /** The filters on screen; every registration they match is exported, loaded or not. */
  filter: RegistrationFilter;
  events: readonly Event[] | undefined;
  /** Nothing matches: there is nothing to export. */
  disabled: boolean;
}

/**
 * Downloads every registration the filters match, read from the backend page by page, as a CSV
 * Excel and Google Sheets open.
 */
export function ExportCsvButton({ filter, events, disabled }: ExportCsvButtonProps) {
  const exporting = useExportRegistrationsMutation();
  const onClick = () =>
    exporting.mutate(filter, {
      onSuccess: (registrations) => {
        const { labelOf } = eventLabels(events, registrations);
        const csv = registrationsCsv(registrations, labelOf);
        downloadBlob(
          new Blob([csv], { type: CSV_MIME_TYPE }),
          registrationsCsvFilename(new Date()),
        );
      },
    });
  return (
    <div className="flex flex-col items-end gap-2">
      <button
        type="button"
        className="btn-ghost"
        disabled={disabled || exporting.isPending}
        onClick={onClick}
      >
        {exporting.isPending ? 'Exporting…' : 'Export CSV'}
      </button>
      {exporting.isError && (
        <p role="alert" className="text-sm text-red-200">
          {REGISTRATIONS_FETCH_FAILED_MESSAGE}
        </p>
      )}
    </div>
  );
}
