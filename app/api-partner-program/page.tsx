import Link from "next/link";
import { StaticPage } from "@/components/public/static-page";
import { AUTH_HEADER, SITE_ID_HEADER } from "@/lib/constants";
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, WEBHOOK_MAX_ATTEMPTS } from "@/lib/contracts/webhooks";
import { getLockablePageSite } from "@/server/auth/page-session";

export const metadata = { title: "API partner program" };

const H2 = "pt-2 text-lg font-semibold";
const CODE_BLOCK = "overflow-x-auto rounded bg-slate-900 p-3 text-xs leading-relaxed text-slate-100";

const VERIFY_NODE = `import { Webhook } from "standardwebhooks";

const wh = new Webhook(process.env.WAYFARE_WEBHOOK_SECRET); // whsec_...
// body: the raw request body as text, before any JSON parsing
const event = wh.verify(body, {
  "webhook-id": req.headers["webhook-id"],
  "webhook-timestamp": req.headers["webhook-timestamp"],
  "webhook-signature": req.headers["webhook-signature"],
}); // throws when the signature or timestamp does not verify`;

const SAMPLE = `{
  "type": "booking.ticketed",
  "timestamp": "2026-11-24T06:30:00.000Z",
  "data": {
    "bookingId": 1234, "pnr": "X7K2QP", "status": "ticketed", "statusId": 3,
    "amount": 548900, "currency": "INR",
    "origin": "BOM", "destination": "DEL", "travelDate": "2026-12-05",
    "ticketNumbers": ["0981234567890"]
  }
}`;

export default async function Page() {
  const site = await getLockablePageSite();
  return (
    <StaticPage title="API partner program" site={site}>
      <p>
        Travel businesses can search, price and book flights through the {site.companyName} flight API with a key issued to them, and receive signed webhooks when their bookings change. Every answer is a
        JSON envelope: <code>{"{ success, data }"}</code>, or <code>{"{ success: false, errorCode, errorMessage, message, shortError }"}</code> when something is refused.
      </p>
      <p>
        <Link href="/api-partner-program/reference" className="font-medium text-brand underline underline-offset-2">
          Open the API reference
        </Link>{" "}
        (every endpoint, its parameters and answers), or download the OpenAPI document at{" "}
        <a href="/api/openapi.json" className="text-brand underline underline-offset-2">
          /api/openapi.json
        </a>
        .
      </p>

      <h2 className={H2}>1. Become a partner</h2>
      <ol className="list-decimal space-y-1 pl-6">
        <li>Have a business account with {site.companyName} (your company is registered as one of our customers).</li>
        <li>Ask our staff for an API key{site.adminEmail ? ` at ${site.adminEmail}` : ""}: tell us whether you need read-only access (search and prices) or bookings too.</li>
        <li>You receive a <strong>test key</strong> first: it searches and prices against the simulated supplier only, and booking calls answer <code>403</code> with it, so it never moves money. Build your search and pricing with it.</li>
        <li>When you are ready, we issue a <strong>live key</strong>. Bookings made with it are debited from your company wallet like any other booking.</li>
      </ol>
      <p className="text-sm text-slate-600">A key is shown once, in full, when it is issued: keep it secret (we store only its hash and show its first characters). Keys can expire and we can revoke one at any time; ask for a new key if yours leaks.</p>

      <h2 className={H2}>2. Call the API</h2>
      <p>Send your key with every request, in either form:</p>
      <ul className="list-disc space-y-1 pl-6">
        <li>
          <code>user-key: &lt;your key&gt;</code> together with <code>{SITE_ID_HEADER}: &lt;our site id&gt;</code>, or
        </li>
        <li>
          <code>{AUTH_HEADER}: &lt;your key&gt;</code>.
        </li>
      </ul>
      <p>
        Each key has a rate limit (60 requests a minute unless agreed otherwise). A request over it is answered <code>429</code> with a <code>Retry-After</code> header (seconds to wait): wait that long and try again. Your searches count towards your
        look-to-book ratio, so book from the results you search for rather than polling.
      </p>

      <h2 id="webhooks" className={H2}>
        3. Webhooks
      </h2>
      <p>Give us an https URL and we send your company&apos;s booking events there, as a POST with a JSON body:</p>
      <ul className="list-disc space-y-1 pl-6">
        {WEBHOOK_EVENT_TYPES.map((t) => (
          <li key={t}>
            <code>{t}</code>: {WEBHOOK_EVENT_LABELS[t].toLowerCase()}.
          </li>
        ))}
      </ul>
      <pre className={CODE_BLOCK}>{SAMPLE}</pre>
      <p className="text-sm text-slate-600">Amounts are in minor units (paise: 548900 is ₹5,489.00).</p>
      <p>
        Webhooks follow the <strong>Standard Webhooks</strong> convention. Each request carries <code>webhook-id</code> (the message id: the same on every retry and replay, so you can ignore a
        message you already processed), <code>webhook-timestamp</code> (seconds since 1970) and <code>webhook-signature</code> (<code>v1,</code> and an HMAC-SHA256 of{" "}
        <code>id.timestamp.body</code> with your endpoint&apos;s secret). We give you the secret (<code>whsec_...</code>) once, when the endpoint is created. Verify every request before trusting it,
        for example with the <code>standardwebhooks</code> library:
      </p>
      <pre className={CODE_BLOCK}>{VERIFY_NODE}</pre>
      <p>
        Answer any <code>2xx</code> within 10 seconds to acknowledge. Anything else, or no answer, is retried with exponential backoff (after 30 seconds, 2, 8 and 32 minutes, then about 2 hours), {WEBHOOK_MAX_ATTEMPTS}{" "}
        attempts in all; our staff see each delivery and can send one again.
      </p>
    </StaticPage>
  );
}
