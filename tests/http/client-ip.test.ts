import { spawn } from "node:child_process";
import path from "node:path";
import {
  checkClientAddressSetupOrExit,
  forwardedProtocol,
  getClientIp,
  markSocketAddressStamped,
  normalizeAddress,
  parseTrustProxy,
  readTrustProxy,
  resolveClientAddress,
  SOCKET_ADDRESS_HEADER,
} from "@/server/http/client-ip";

describe("normalizeAddress", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["  203.0.113.9 ", "203.0.113.9"],
    ["203.0.113.9:51234", "203.0.113.9"],
    ["::1", "::1"],
    ["2001:DB8::1", "2001:db8::1"],
    ["[2001:db8::1]:443", "2001:db8::1"],
    ["[2001:db8::1]", "2001:db8::1"],
    ["::ffff:127.0.0.1", "127.0.0.1"],
    ["::FFFF:7f00:1", "127.0.0.1"],
    ["unknown", null],
    ["", null],
    ["999.1.1.1", null],
    ["1.2.3", null],
    ["203.0.113.9\u0000", null],
    ["x".repeat(100_000), null],
    ["_hidden", null],
  ])("%j -> %j", (raw, expected) => {
    expect(normalizeAddress(raw)).toBe(expected);
  });
});

describe("parseTrustProxy", () => {
  it.each([undefined, "", "  ", "0", "false", "FALSE"])("%j trusts no proxy", (value) => {
    expect(parseTrustProxy(value)).toEqual({ kind: "none" });
  });

  it("reads a hop count", () => {
    expect(parseTrustProxy("2")).toEqual({ kind: "hops", hops: 2 });
  });

  it.each(["true", "1.5", "-1", "10.0.0.0/33", "::/129", "10.0.0.0/8/8", "proxy.example.com", "10.0.0.0/x", "99"])("refuses %j", (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY/);
  });

  it("reads addresses, CIDR ranges and the named ranges", () => {
    const trust = parseTrustProxy("10.0.0.0/8, 2001:db8::/32 ,192.0.2.1, loopback");
    expect(trust.kind).toBe("list");
  });

  it("parses TRUST_PROXY from the environment once per value", () => {
    expect(readTrustProxy({ TRUST_PROXY: "1" })).toEqual({ kind: "hops", hops: 1 });
    expect(readTrustProxy({ TRUST_PROXY: "1" })).toBe(readTrustProxy({ TRUST_PROXY: "1" }));
    expect(readTrustProxy({})).toEqual({ kind: "none" });
  });
});

describe("resolveClientAddress", () => {
  const none = parseTrustProxy(undefined);
  const one = parseTrustProxy("1");
  const two = parseTrustProxy("2");
  const list = parseTrustProxy("10.0.0.0/8, 2001:db8::/32, loopback");
  const v4mapped = parseTrustProxy("::ffff:10.0.0.1");

  it.each([
    // [case, socket, X-Forwarded-For, trust, client]
    ["no proxy: the socket, whatever the client forwards", "198.51.100.1", "203.0.113.5", none, "198.51.100.1"],
    ["no proxy, no header", "198.51.100.1", null, none, "198.51.100.1"],
    ["no proxy, IPv4-mapped socket", "::ffff:198.51.100.1", "203.0.113.5", none, "198.51.100.1"],
    ["no socket address: nothing", null, "203.0.113.5", one, null],
    ["one hop: the entry the proxy appended", "10.0.0.1", "203.0.113.5", one, "203.0.113.5"],
    ["one hop: a spoofed entry to its left is ignored", "10.0.0.1", "1.1.1.1, 203.0.113.5", one, "203.0.113.5"],
    ["one hop, no header: the socket", "10.0.0.1", null, one, "10.0.0.1"],
    ["one hop, empty header: the socket", "10.0.0.1", "", one, "10.0.0.1"],
    ["two hops", "10.0.0.1", "1.1.1.1, 203.0.113.5, 10.0.0.2", two, "203.0.113.5"],
    ["two hops, one entry: the leftmost there is", "10.0.0.1", "203.0.113.5", two, "203.0.113.5"],
    ["hop counts ignore ports in entries", "10.0.0.1", "1.1.1.1, 203.0.113.5:4711", one, "203.0.113.5"],
    ["list: an untrusted socket is the client", "198.51.100.1", "203.0.113.5", list, "198.51.100.1"],
    ["list: through a trusted proxy", "10.1.2.3", "203.0.113.5", list, "203.0.113.5"],
    ["list: through two trusted proxies", "10.1.2.3", "1.1.1.1, 203.0.113.5, 10.9.9.9", list, "203.0.113.5"],
    ["list: every hop trusted: the leftmost", "10.1.2.3", "10.4.4.4, 10.5.5.5", list, "10.4.4.4"],
    ["list: loopback proxy", "127.0.0.1", "203.0.113.5", list, "203.0.113.5"],
    ["list: IPv4-mapped loopback proxy", "::ffff:127.0.0.1", "203.0.113.5", list, "203.0.113.5"],
    ["list: IPv6 loopback proxy", "::1", "2001:db8:1::5", list, "2001:db8:1::5"],
    ["list: IPv6 proxy and IPv6 client", "2001:db8::10", "[2001:dead::7]:5555", list, "2001:dead::7"],
    ["list: IPv4-mapped entry in the list", "10.0.0.1", "203.0.113.5", v4mapped, "203.0.113.5"],
    ["garbage forwarded: the proxy that sent it", "10.0.0.1", "not-an-address", one, "10.0.0.1"],
    ["garbage in the middle stops the walk", "10.0.0.1", "203.0.113.5, garbage, 10.2.2.2", list, "10.2.2.2"],
    ["control characters", "10.0.0.1", "203.0.113.5\u0000", one, "10.0.0.1"],
    ["a huge header", "10.0.0.1", `${"1.1.1.1, ".repeat(20_000)}203.0.113.5`, one, "203.0.113.5"],
    ["garbage socket", "not-an-address", "203.0.113.5", one, null],
  ] as const)("%s", (_case, socket, forwarded, trust, expected) => {
    expect(resolveClientAddress(socket, forwarded, trust)).toBe(expected);
  });
});

// Runs before anything in this file marks the process as stamped.
describe("checkClientAddressSetupOrExit (server boot)", () => {
  const saved = process.env.TRUST_PROXY;
  afterEach(() => {
    if (saved === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = saved;
    jest.restoreAllMocks();
  });

  it("warns when the server was started without the preload", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    delete process.env.TRUST_PROXY;
    checkClientAddressSetupOrExit();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("scripts/client-address.cjs"));
  });

  it("stops the server on a TRUST_PROXY it cannot read", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const exit = jest.spyOn(process, "exit").mockImplementation((() => undefined) as never);
    process.env.TRUST_PROXY = "true";
    checkClientAddressSetupOrExit();
    expect(exit).toHaveBeenCalledWith(1);
  });
});

describe("getClientIp", () => {
  const saved = process.env.TRUST_PROXY;
  afterEach(() => {
    if (saved === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = saved;
  });

  it("reads the stamped socket address only once the server marked itself as stamping", () => {
    const headers = new Headers({ [SOCKET_ADDRESS_HEADER]: "198.51.100.1", "x-forwarded-for": "203.0.113.5" });
    delete process.env.TRUST_PROXY;
    // Without the preload the header may come from the client: no address at all.
    expect(getClientIp({ headers })).toBeNull();
    markSocketAddressStamped();
    expect(getClientIp({ headers })).toBe("198.51.100.1");
    process.env.TRUST_PROXY = "1";
    expect(getClientIp({ headers })).toBe("203.0.113.5");
  });

  it("trusts no proxy when TRUST_PROXY cannot be read, and says so", () => {
    markSocketAddressStamped();
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    process.env.TRUST_PROXY = "everything";
    const headers = new Headers({ [SOCKET_ADDRESS_HEADER]: "198.51.100.1", "x-forwarded-for": "203.0.113.5" });
    expect(getClientIp({ headers })).toBe("198.51.100.1");
    expect(error).toHaveBeenCalledWith(expect.stringContaining("TRUST_PROXY"));
    error.mockRestore();
  });
});

describe("forwardedProtocol", () => {
  const saved = process.env.TRUST_PROXY;
  afterEach(() => {
    if (saved === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = saved;
  });

  it("believes X-Forwarded-Proto only from a trusted proxy, never from the client itself", () => {
    markSocketAddressStamped();
    const headers = new Headers({ [SOCKET_ADDRESS_HEADER]: "198.51.100.1", "x-forwarded-proto": "https, http" });
    delete process.env.TRUST_PROXY;
    expect(forwardedProtocol({ headers })).toBeNull();
    process.env.TRUST_PROXY = "203.0.113.0/24";
    expect(forwardedProtocol({ headers })).toBeNull();
    process.env.TRUST_PROXY = "198.51.100.0/24";
    expect(forwardedProtocol({ headers })).toBe("https");
    process.env.TRUST_PROXY = "1";
    expect(forwardedProtocol({ headers: new Headers({ [SOCKET_ADDRESS_HEADER]: "198.51.100.1", "x-forwarded-proto": "gopher" }) })).toBeNull();
    expect(forwardedProtocol({ headers: new Headers({ [SOCKET_ADDRESS_HEADER]: "198.51.100.1", "x-forwarded-proto": "http" }) })).toBe("http");
  });
});

describe("scripts/client-address.cjs", () => {
  /** A plain node server with the preload, asked with a forged stamp and X-Forwarded-For. */
  it("overwrites a client-sent socket address header with the real socket address", async () => {
    const preload = path.resolve("scripts/client-address.cjs");
    const server = `
      const http = require("node:http");
      const s = http.createServer((req, res) => res.end(JSON.stringify({ stamp: req.headers["${SOCKET_ADDRESS_HEADER}"], xff: req.headers["x-forwarded-for"], marked: globalThis[Symbol.for("wayfare.socketAddressStamped")] === true })));
      s.listen(0, "127.0.0.1", async () => {
        const { port } = s.address();
        const res = await fetch("http://127.0.0.1:" + port + "/", { headers: { "${SOCKET_ADDRESS_HEADER}": "6.6.6.6", "x-forwarded-for": "7.7.7.7" } });
        process.stdout.write(await res.text());
        s.close();
      });`;
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, ["--require", preload, "-e", server], { stdio: ["ignore", "pipe", "inherit"] });
      let text = "";
      child.stdout.on("data", (chunk) => (text += chunk));
      child.on("error", reject);
      child.on("exit", (code) => (code === 0 ? resolve(text) : reject(new Error(`exit ${code}`))));
    });
    expect(JSON.parse(output)).toEqual({ stamp: "127.0.0.1", xff: "7.7.7.7", marked: true });
  });
});
