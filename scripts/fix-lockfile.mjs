// The registry this project installs from serves only the Linux builds of
// platform-specific optional packages (darwin/win32/... answer 404), so npm
// leaves them out of package-lock.json and `npm ci` then refuses the lockfile.
// This adds a stub entry for each missing optional platform package, with the
// os/cpu its name declares, so npm ci skips it on platforms it does not fit.
// Run after any `npm install` that changes the lockfile: node scripts/fix-lockfile.mjs
import { readFileSync, writeFileSync } from "node:fs";

const lockPath = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, "utf8"));
const pkgs = lock.packages;

const OS = ["darwin", "win32", "freebsd", "android", "linux", "openbsd", "sunos", "aix", "netbsd"];
const CPU = ["arm64", "x64", "arm", "ia32", "wasm32", "riscv64", "ppc64", "s390x", "loong64", "mips64el"];
function platformOf(name) {
  const base = name.split("/").pop();
  const parts = base.split("-");
  const os = OS.find((o) => parts.includes(o) || base.includes(o));
  let cpu = CPU.find((c) => parts.includes(c));
  if (!cpu && base.includes("wasm32")) cpu = "wasm32";
  if (!cpu && base.includes("x86_64")) cpu = "x64";
  if (!cpu && base.includes("aarch64")) cpu = "arm64";
  return { os, cpu };
}

let added = 0;
for (const [path, entry] of Object.entries(pkgs)) {
  const opt = entry.optionalDependencies;
  if (!opt) continue;
  const parentDir = path === "" ? "" : path + "/";
  for (const [dep, range] of Object.entries(opt)) {
    const nested = `${parentDir}node_modules/${dep}`;
    const top = `node_modules/${dep}`;
    if (pkgs[nested] || pkgs[top]) continue;
    const { os, cpu } = platformOf(dep);
    if (!os && !cpu) continue;
    const stub = { version: range.replace(/^[\^~=]/, ""), optional: true };
    if (entry.dev) stub.dev = true;
    if (os) stub.os = [os];
    if (cpu) stub.cpu = [cpu];
    if (dep.includes("wasm32")) { stub.cpu = ["wasm32"]; delete stub.os; }
    pkgs[top] = stub;
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(pkgs).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
writeFileSync(lockPath, JSON.stringify(lock, null, 2) + "\n");
console.log(`fix-lockfile: added ${added} platform stubs`);
