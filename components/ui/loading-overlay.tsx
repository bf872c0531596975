export type LoadingOverlayProps = {
  show: boolean;
  /** Text shown under the spinner and used as the accessible name. */
  label?: string;
};

/** Full-screen overlay with a spinner for long operations. */
export function LoadingOverlay({ show, label = "Loading..." }: LoadingOverlayProps) {
  if (!show) return null;
  return (
    <div
      role="progressbar"
      aria-busy="true"
      aria-label={label}
      aria-valuetext={label}
      className="fixed inset-0 z-[90] flex flex-col items-center justify-center gap-3 bg-black/40 p-4"
    >
      <span
        aria-hidden="true"
        className="h-12 w-12 animate-spin rounded-full border-4 border-white/40 border-t-white"
      />
      <span className="text-center text-sm font-medium text-white">{label}</span>
    </div>
  );
}
