/** A screen's last outcome: an error is an alert, anything else a status. */
export type StatusMessageValue = { tone: "ok" | "error"; text: string };

/** The outcome banner under a screen's heading (red for an error, green otherwise); nothing when null. */
export function StatusMessage({ message }: { message: StatusMessageValue | null }) {
  if (!message) return null;
  return (
    <p role={message.tone === "error" ? "alert" : "status"} className={message.tone === "error" ? "rounded bg-red-50 px-3 py-1.5 text-sm text-red-700" : "rounded bg-green-50 px-3 py-1.5 text-sm text-green-800"}>
      {message.text}
    </p>
  );
}
