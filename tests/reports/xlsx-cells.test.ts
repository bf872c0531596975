import * as XLSX from "xlsx";
import { calendarDateCell, currencyFormat, siteWallClock } from "@/server/reports/xlsx-cells";

/** What a date cell shows: exceljs writes the serial of the Date's UTC fields; SheetJS formats it back. */
const shown = (d: Date | null) => XLSX.SSF.format("yyyy-mm-dd hh:mm:ss", (d!.getTime() - Date.UTC(1899, 11, 30)) / 86_400_000);

describe("Excel cells (decision 0057)", () => {
  it("shows an instant at the site's wall clock, daylight saving included", () => {
    expect(shown(siteWallClock("2026-11-01T20:30:00Z", "Asia/Kolkata"))).toBe("2026-11-02 02:00:00");
    expect(shown(siteWallClock("2026-07-01T12:00:00Z", "America/New_York"))).toBe("2026-07-01 08:00:00");
    expect(shown(siteWallClock("2026-12-01T12:00:00Z", "America/New_York"))).toBe("2026-12-01 07:00:00");
    // A zone the runtime does not know: the default (Asia/Kolkata), as everywhere else.
    expect(shown(siteWallClock("2026-11-01T20:30:00Z", "Mars/Olympus"))).toBe("2026-11-02 02:00:00");
    expect(siteWallClock(null, "UTC")).toBeNull();
    expect(siteWallClock("not a date", "UTC")).toBeNull();
  });

  it("turns calendar dates and months into date cells of that day", () => {
    expect(shown(calendarDateCell("2026-12-05"))).toBe("2026-12-05 00:00:00");
    expect(shown(calendarDateCell("2026-10"))).toBe("2026-10-01 00:00:00");
    expect(calendarDateCell("Total")).toBeNull();
  });

  it("formats amounts in the currency's symbol and minor units", () => {
    expect(XLSX.SSF.format(currencyFormat("INR"), 1234567.5)).toBe("₹1,234,567.50");
    expect(XLSX.SSF.format(currencyFormat("USD"), -12.3)).toBe("-$12.30");
    expect(XLSX.SSF.format(currencyFormat("JPY"), 1500)).toBe("¥1,500");
    expect(XLSX.SSF.format(currencyFormat("AED"), 10)).toBe("AED 10.00");
    expect(XLSX.SSF.format(currencyFormat("XYZ"), 10)).toBe("XYZ 10.00");
  });
});
