/**
 * Toasts for notices that are not rule problems (a file that could not be read, the worker fallback), and
 * the progress of files being read (a bar for those over 1 MB).
 */
import { formatBytes, formatMessage, getNoticeText, messages } from "./messages";
import { useAppStore, useAppStoreApi } from "./store-context";

const PROGRESS_MIN_BYTES = 1_048_576;

export function Notices() {
  const store = useAppStoreApi();
  const notices = useAppStore((state) => state.notices);
  return (
    <section className="toasts" aria-live="polite" aria-label={messages.app.notifications}>
      {notices.map((notice) => (
        <div
          key={notice.id}
          className={`toast toast-${notice.kind}`}
          role={notice.kind === "error" ? "alert" : "status"}
        >
          <span className={`severity-dot ${notice.kind === "error" ? "error" : "info"}`} aria-hidden="true" />
          <p>{getNoticeText(notice)}</p>
          <button
            type="button"
            className="icon-button"
            aria-label={messages.actions.dismiss}
            onClick={() => store.getState().dismissNotice(notice.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </section>
  );
}

export function LoadingProgress() {
  const loading = useAppStore((state) => state.loading);
  const big = loading.filter((item) => item.byteLength >= PROGRESS_MIN_BYTES);
  if (big.length === 0) return null;
  return (
    <div className="loading-list">
      {big.map((item) => {
        const label = formatMessage(messages.loading.reading, { name: item.name });
        return (
          <div key={item.name} className="loading-item">
            <span className="loading-label">
              {label} <span className="muted">{formatBytes(item.byteLength)}</span>
            </span>
            <progress
              aria-label={label}
              max={1}
              value={item.progress > 0 && item.progress < 1 ? item.progress : undefined}
            />
          </div>
        );
      })}
    </div>
  );
}
