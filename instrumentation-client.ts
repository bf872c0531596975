import { config } from "zod";

// Runs in the browser before the app's modules (Next's instrumentation-client). Zod's compiled fast
// path probes `new Function("")` when a schema is built: an eval that the pages' CSP (no
// 'unsafe-eval') refuses and Chrome reports as a CSP issue (Lighthouse best practices). The browser
// parses without it; the server keeps it (decision 0061).
config({ jitless: true });
