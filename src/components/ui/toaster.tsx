import { CloseIcon } from './icons';
import { dismissToast, useToasts } from './toast-store';

export function Toaster() {
  const open = useToasts().filter((t) => t.open);
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-24 z-50 flex flex-col items-center gap-2 px-4 md:top-24 md:right-6 md:bottom-auto md:left-auto md:items-end">
      {open.map((t) => (
        <div
          key={t.id}
          role={t.variant === 'destructive' ? 'alert' : 'status'}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-2xl p-4 shadow-2xl ring-1 ${
            t.variant === 'destructive'
              ? 'bg-[#7f1d1d] text-white ring-red-300/40'
              : 'bg-cream text-ink ring-black/10'
          }`}
        >
          <div className="flex-1">
            <p className="font-semibold">{t.title}</p>
            {t.description && <p className="mt-1 text-sm">{t.description}</p>}
          </div>
          <button
            type="button"
            onClick={() => dismissToast(t.id)}
            aria-label="Dismiss notification"
            className="-m-1 inline-flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-black/10"
          >
            <CloseIcon width={18} height={18} />
          </button>
        </div>
      ))}
    </div>
  );
}
