import { base64Image, isBase64 } from "@/lib/contracts/common";

const messages = { required: "Choose an image", tooLarge: "Too large", notImage: "Not an image" };
const errorsOf = (schema: ReturnType<typeof base64Image>, v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe("base64 uploads (lib/contracts/common.ts)", () => {
  it("accepts the base64 alphabet with up to two trailing '=' and nothing else", () => {
    for (const ok of ["QQ==", "QUI=", "QUJD", "a+/9", Buffer.from("hello world").toString("base64")]) expect([ok, isBase64(ok)]).toEqual([ok, true]);
    for (const bad of ["", "==", "QQ===", "Q=Q=", "QUJD!", "QU JD", "QUJD-_"]) expect([bad, isBase64(bad)]).toEqual([bad, false]);
  });

  it("answers one message per problem: missing, too large (checked first, nothing else read), not base64; a data: prefix is dropped", () => {
    const schema = base64Image(6, messages);
    expect(errorsOf(schema, undefined)).toEqual(["Choose an image"]);
    expect(errorsOf(schema, "")).toEqual(["Choose an image"]);
    expect(errorsOf(schema, "!!!!!!!!!!!!!!!!")).toEqual(["Too large"]);
    expect(errorsOf(schema, "QUJD!")).toEqual(["Not an image"]);
    expect(schema.parse("data:image/png;base64,QUJD\nREVG")).toBe("QUJDREVG");
  });

  it("checks a 7 MB upload in linear time", () => {
    const big = "A".repeat(7 * 1024 * 1024);
    const started = performance.now();
    expect(isBase64(big)).toBe(true);
    expect(errorsOf(base64Image(5 * 1024 * 1024, messages), big)).toEqual(["Too large"]);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
