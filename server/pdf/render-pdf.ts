import "server-only";
import { execFile } from "node:child_process";
import path from "node:path";

/**
 * Renders a PDF with one of our @react-pdf/renderer documents (ESM-only `.mjs` files, decision
 * 0040). In the app the caller's static `import()` of the module renders in-process; under jest
 * (CommonJS, Node 20: no ESM) the same `.mjs` runs as a child `node` process reading the model as
 * JSON on stdin and writing the PDF to stdout (each document module ends with that `main`).
 *
 * @param load   `() => import("./x-pdf.mjs")` (a static path, so Next bundles it)
 * @param render the module's render function name
 * @param script the module's path from the project root, for the child process
 */
export async function renderPdf<M, K extends string>(load: () => Promise<Record<K, (model: M) => Promise<Buffer>>>, render: K, script: string, model: M): Promise<Buffer> {
  if (process.env.JEST_WORKER_ID === undefined) {
    const mod = await load();
    return mod[render](model);
  }
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [path.join(process.cwd(), script)], { encoding: "buffer", maxBuffer: 20 * 1024 * 1024 }, (err, stdout) => (err ? reject(err) : resolve(stdout)));
    child.stdin?.end(JSON.stringify(model));
  });
}
