/**
 * Issue 10: /signup had a hydration error. The dial-code list took its names from the runtime's
 * ICU data, and Node and the browser disagree ("Hong Kong SAR China" vs "Hong Kong"). The list
 * must come out the same whatever Intl.DisplayNames and localeCompare answer.
 */
function loadList(): { code: string; name: string }[] {
  let list: { code: string; name: string }[] = [];
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module per runtime stub
    list = (require("@/lib/phone") as typeof import("@/lib/phone")).getDialCodeCountries();
  });
  return list;
}

describe("the dial-code country list does not depend on the runtime's ICU data", () => {
  const realDisplayNames = Intl.DisplayNames;
  const realCompare = String.prototype.localeCompare;
  afterEach(() => {
    Object.defineProperty(Intl, "DisplayNames", { value: realDisplayNames, configurable: true, writable: true });
    String.prototype.localeCompare = realCompare;
  });

  it("renders the same names in the same order as on another runtime", () => {
    const here = loadList();
    class OtherIcu {
      of(code: string) {
        return { HK: "Hong Kong", MO: "Macao", FK: "Falkland Islands (Islas Malvinas)" }[code] ?? `Region ${code}`;
      }
    }
    Object.defineProperty(Intl, "DisplayNames", { value: OtherIcu, configurable: true, writable: true });
    String.prototype.localeCompare = function (this: string, other: string) {
      return -realCompare.call(this, other);
    };
    expect(loadList()).toEqual(here);
    expect(here.find((c) => c.code === "hk")?.name).toBe("Hong Kong");
  });
});
