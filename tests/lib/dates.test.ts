import { formatCalendarDate, formatSiteDate, formatSiteDateLong, formatSiteDateTime, siteDayEnd, siteDayStart, siteTimeZone, toSiteDay } from "@/lib/dates";

describe("lib/dates: the site's days", () => {
  it.each([
    ["2026-11-24", "Asia/Kolkata", "2026-11-23T18:30:00.000Z", "2026-11-24T18:30:00.000Z"],
    ["2026-11-24", "UTC", "2026-11-24T00:00:00.000Z", "2026-11-25T00:00:00.000Z"],
    ["2026-03-08", "America/New_York", "2026-03-08T05:00:00.000Z", "2026-03-09T04:00:00.000Z"],
    ["2026-12-31", "Asia/Kolkata", "2026-12-30T18:30:00.000Z", "2026-12-31T18:30:00.000Z"],
  ])("day %s in %s runs from %s to %s", (day, zone, start, end) => {
    expect(siteDayStart(day, zone).toISOString()).toBe(start);
    expect(siteDayEnd(day, zone).toISOString()).toBe(end);
  });

  it("shows an instant as the site's day and time", () => {
    const booked = "2026-11-23T20:30:00Z";
    expect(toSiteDay(booked, "Asia/Kolkata")).toBe("2026-11-24");
    expect(toSiteDay(booked, "UTC")).toBe("2026-11-23");
    expect(formatSiteDate(booked, "Asia/Kolkata")).toBe("24 Nov 2026");
    expect(formatSiteDateTime(booked, "Asia/Kolkata")).toBe("24 Nov 2026, 02:00 AM");
    expect(formatSiteDateTime(booked, "UTC")).toBe("23 Nov 2026, 08:30 PM");
    expect(formatSiteDateLong(booked, "Asia/Kolkata")).toBe("24 November, 2026");
    expect(formatSiteDateLong(booked, "UTC")).toBe("23 November, 2026");
    expect(formatSiteDate("not a date", "UTC")).toBe("");
    expect(formatCalendarDate("2026-12-05")).toBe("05 Dec 2026");
  });

  it("falls back to Asia/Kolkata for a zone the runtime does not know", () => {
    expect(siteTimeZone("Mars/Olympus")).toBe("Asia/Kolkata");
    expect(siteTimeZone(null)).toBe("Asia/Kolkata");
    expect(siteTimeZone("Europe/London")).toBe("Europe/London");
    expect(formatSiteDate("2026-11-23T20:30:00Z", "Mars/Olympus")).toBe("24 Nov 2026");
  });
});
