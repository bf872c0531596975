/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MailboxScreen } from "@/components/backoffice/mailbox/mailbox-screen";
import { MessageView } from "@/components/backoffice/mailbox/message-view";
import type { TEmailOutboxMessage, TEmailOutboxRow } from "@/lib/contracts/notifications";

const HOSTILE_HTML = '<h1>Ticket</h1><script>window.parent.document.body.dataset.owned = "yes"</script><p>MARKER-IN-HTML</p>';

const row = (id: number, over: Partial<TEmailOutboxRow> = {}): TEmailOutboxRow => ({
  id,
  createdAt: "2026-11-20T10:30:00.000Z",
  to: `guest${id}@example.com`,
  fromName: "Demo Travels",
  subject: `Subject ${id}`,
  status: "sent",
  attempts: 1,
  lastError: null,
  nextAttemptAt: null,
  sentAt: "2026-11-20T10:30:01.000Z",
  ...over,
});
const message = (over: Partial<TEmailOutboxMessage> = {}): TEmailOutboxMessage => ({ ...row(7), text: "Plain MARKER-IN-TEXT", html: HOSTILE_HTML, messageId: "<m7@demo.test>", createdByUserId: 3, ...over });

/** jsdom has no Response: the members the api client reads. */
function answer(data: unknown) {
  const text = JSON.stringify({ success: true, data });
  return { ok: true, status: 200, headers: new Headers({ "content-type": "application/json" }), text: async () => text, json: async () => JSON.parse(text) };
}

describe("MessageView", () => {
  it("shows the HTML only inside a fully sandboxed iframe (srcDoc) and the text as text", () => {
    render(<MessageView message={message()} onClose={() => undefined} />);
    const frame = screen.getByTitle("HTML body");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame.getAttribute("sandbox")).toBe("");
    expect(frame.getAttribute("srcdoc")).toBe(HOSTILE_HTML);
    expect(document.querySelector("script")).toBeNull();
    expect(document.body.textContent).not.toContain("MARKER-IN-HTML");
    expect(screen.getByLabelText("Text body").textContent).toBe("Plain MARKER-IN-TEXT");
    expect(screen.getByRole("heading", { name: "Subject 7" })).toBeTruthy();
  });

  it("says when a body is missing", () => {
    render(<MessageView message={message({ html: null })} onClose={() => undefined} />);
    expect(screen.queryByTitle("HTML body")).toBeNull();
    expect(screen.getByText("No HTML body.")).toBeTruthy();
  });
});

describe("MailboxScreen", () => {
  it("lists emails in a table, pages with Next, filters by status and opens a message", async () => {
    const requests: { path: string; body: Record<string, unknown> }[] = [];
    global.fetch = jest.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      const path = new URL(url, "http://localhost").pathname;
      requests.push({ path, body });
      if (path.endsWith("/getEmailOutboxMessage")) return answer(message());
      const page = Number(body.page);
      const records = page === 1 ? [row(7), row(6, { status: "pending", attempts: 2, lastError: "451 Try again later", nextAttemptAt: "2026-11-20T10:35:00.000Z", sentAt: null })] : [row(5, { status: "pending", attempts: 0, sentAt: null })];
      return answer({ records, totalRecords: 3, totalPages: 2, page });
    }) as unknown as typeof fetch;
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MailboxScreen />
      </QueryClientProvider>,
    );
    const table = await screen.findByRole("table", { name: "Emails" });
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Date", "To", "Subject", "Status", "Attempts", "Last error", "Open"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[1]).getByText("451 Try again later")).toBeTruthy();
    expect(within(rows[1]).getByText(/^Pending \(retry/)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByText("guest5@example.com");
    expect(screen.getByText("Pending (kept in outbox)")).toBeTruthy();
    expect(requests.at(-1)).toEqual({ path: "/api/notifications/getEmailOutbox", body: { status: null, page: 2 } });

    fireEvent.click(screen.getByRole("tab", { name: "Failed" }));
    await waitFor(() => expect(requests.at(-1)?.body).toEqual({ status: "failed", page: 1 }));

    fireEvent.click(await screen.findByRole("button", { name: "View email Subject 7 to guest7@example.com" }));
    const frame = await screen.findByTitle("HTML body");
    expect(frame.getAttribute("sandbox")).toBe("");
    expect(requests.at(-1)).toEqual({ path: "/api/notifications/getEmailOutboxMessage", body: { id: 7 } });
  });
});
