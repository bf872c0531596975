import { ZPassenger, ageOn, validatePassengers, type TripFacts } from "@/lib/passenger-rules";

const REQUIRED = "This is required field.";
const domestic: TripFacts = { travelDate: "2027-03-10", lastTravelDate: "2027-03-15", isInternational: false, adults: 1, children: 0, infants: 0, today: "2027-01-01" };
const intl: TripFacts = { ...domestic, isInternational: true };

const lead = (over: Record<string, unknown> = {}) => ({
  paxType: 1, title: "Mr", firstName: "Asha", lastName: "Rao", gender: 1, dateOfBirth: "1990-05-20",
  email: "asha@example.com", phoneCode: "in", mobileNo: "9876543210", isLeadPax: true, ...over,
});
const child = (over: Record<string, unknown> = {}) => ({ paxType: 2, title: "Master", firstName: "Ravi", lastName: "Rao", gender: 1, dateOfBirth: "2020-01-01", isLeadPax: false, ...over });
const infant = (over: Record<string, unknown> = {}) => ({ paxType: 3, title: "Miss", firstName: "Mira", lastName: "Rao", gender: 2, dateOfBirth: "2026-06-01", isLeadPax: false, ...over });
const passport = { passportNo: "K1234567", passportIssueDate: "2020-01-01", passportExpiry: "2030-01-01", passportIssueCountryCode: "IN" };

describe("ageOn", () => {
  it.each([
    ["2015-03-10", "2027-03-10", 12],
    ["2015-03-11", "2027-03-10", 11],
    ["2016-02-29", "2027-02-28", 10],
    ["2016-02-29", "2027-03-01", 11],
  ])("%s on %s is %i", (dob, on, age) => expect(ageOn(dob, on)).toBe(age));
});

describe("validatePassengers", () => {
  it("accepts a valid domestic adult lead, and an international party with passports", () => {
    expect(validatePassengers([lead()], domestic)).toEqual({});
    expect(validatePassengers([lead(passport), child(passport), infant(passport)], { ...intl, children: 1, infants: 1 })).toEqual({});
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["empty title", { title: "" }, { "passengers.0.title": REQUIRED }],
    ["empty first name", { firstName: " " }, { "passengers.0.firstName": REQUIRED }],
    ["missing last name", { lastName: undefined }, { "passengers.0.lastName": REQUIRED }],
    ["digits in a name", { firstName: "A5ha" }, { "passengers.0.firstName": "Use 1 to 32 letters, spaces, hyphens or apostrophes" }],
    ["a 33-letter name", { firstName: "A".repeat(33) }, { "passengers.0.firstName": "Must be at most 32 characters" }],
    ["hyphen and apostrophe", { firstName: "Mary-Ann", lastName: "O'Neil" }, {}],
    ["first+last over 55", { firstName: "A".repeat(28), lastName: "B".repeat(28) }, { "passengers.0.lastName": "First and last name together must be at most 55 characters" }],
    ["first+last exactly 55", { firstName: "A".repeat(27), lastName: "B".repeat(28) }, {}],
    ["a child title for an adult", { title: "Master" }, { "passengers.0.title": "Choose one of Mr, Mrs, Ms, Miss" }],
    ["unknown gender", { gender: 3 }, { "passengers.0.gender": "Choose Male or Female" }],
    ["no gender", { gender: undefined }, { "passengers.0.gender": REQUIRED }],
    ["missing date of birth", { dateOfBirth: "" }, { "passengers.0.dateOfBirth": REQUIRED }],
    ["impossible date of birth", { dateOfBirth: "1990-02-30" }, { "passengers.0.dateOfBirth": "Use the date format YYYY-MM-DD" }],
    ["adult turning 12 the day after travel", { dateOfBirth: "2015-03-11" }, { "passengers.0.dateOfBirth": "An adult must be 12 years or older on the travel date" }],
    ["adult turning 12 on the travel date", { dateOfBirth: "2015-03-10" }, {}],
    ["lead without email", { email: "" }, { "passengers.0.email": REQUIRED }],
    ["lead with a bad email", { email: "asha@" }, { "passengers.0.email": "Please enter a valid email" }],
    ["lead without mobile", { mobileNo: undefined }, { "passengers.0.mobileNo": REQUIRED }],
    ["lead without dial code", { phoneCode: undefined }, { "passengers.0.phoneCode": REQUIRED }],
    ["lead with a mobile invalid for the dial code", { phoneCode: "in", mobileNo: "12345" }, { "passengers.0.mobileNo": "Please enter a valid phone number" }],
    ["lead with a US mobile", { phoneCode: "us", mobileNo: "2015550123" }, {}],
    ["an unknown field", { seat: "1A" }, { "passengers.0.seat": "Unknown field" }],
  ])("adult lead: %s", (_, over, expected) => {
    expect(validatePassengers([lead(over)], domestic)).toEqual(expected);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["child turning 12 the day after travel", { dateOfBirth: "2015-03-11" }, {}],
    ["child turning 12 on the travel date", { dateOfBirth: "2015-03-10" }, { "passengers.1.dateOfBirth": "A child must be 2 to 11 years old on the travel date" }],
    ["child turning 2 on the travel date", { dateOfBirth: "2025-03-10" }, {}],
    ["child turning 2 the day after travel", { dateOfBirth: "2025-03-11" }, { "passengers.1.dateOfBirth": "A child must be 2 to 11 years old on the travel date" }],
    ["child titled Mr", { title: "Mr" }, { "passengers.1.title": "Choose one of Master, Miss" }],
    ["child as lead", { isLeadPax: true }, { "passengers.1.isLeadPax": "Only one lead passenger is allowed" }],
  ])("child: %s", (_, over, expected) => {
    expect(validatePassengers([lead(), child(over)], { ...domestic, children: 1 })).toEqual(expected);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["infant turning 2 the day after travel", { dateOfBirth: "2025-03-11" }, {}],
    ["infant turning 2 on the travel date", { dateOfBirth: "2025-03-10" }, { "passengers.1.dateOfBirth": "An infant must be under 2 years old on the travel date" }],
    ["infant born after today", { dateOfBirth: "2027-01-02" }, { "passengers.1.dateOfBirth": "Date of birth cannot be in the future" }],
    ["infant born today", { dateOfBirth: "2027-01-01" }, {}],
    ["infant titled Mrs", { title: "Mrs" }, { "passengers.1.title": "Choose one of Master, Miss" }],
  ])("infant: %s", (_, over, expected) => {
    expect(validatePassengers([lead(), infant(over)], { ...domestic, infants: 1 })).toEqual(expected);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ["no passport fields", {}, { "passengers.0.passportNo": REQUIRED, "passengers.0.passportIssueDate": REQUIRED, "passengers.0.passportExpiry": REQUIRED, "passengers.0.passportIssueCountryCode": REQUIRED }],
    ["expiry on the last travel date", { ...passport, passportExpiry: "2027-03-15" }, { "passengers.0.passportExpiry": "Passport must be valid after the travel date" }],
    ["expiry the day after the last travel date", { ...passport, passportExpiry: "2027-03-16" }, {}],
    ["issued today", { ...passport, passportIssueDate: "2027-01-01" }, { "passengers.0.passportIssueDate": "Passport issue date must be before today" }],
    ["a 5-character passport number", { ...passport, passportNo: "K1234" }, { "passengers.0.passportNo": "Please enter a valid passport number (6 to 9 letters or digits)" }],
    ["a passport number with a symbol", { ...passport, passportNo: "K12-4567" }, { "passengers.0.passportNo": "Please enter a valid passport number (6 to 9 letters or digits)" }],
    ["a bad issue country", { ...passport, passportIssueCountryCode: "IND" }, { "passengers.0.passportIssueCountryCode": "Must be at most 2 characters" }],
  ])("international: %s", (_, over, expected) => {
    expect(validatePassengers([lead(over)], intl)).toEqual(expected);
  });

  it("does not require passports on domestic trips", () => {
    expect(validatePassengers([lead({ passportNo: "", passportExpiry: "" })], domestic)).toEqual({});
  });

  it("checks the counts against the search, infants against adults and the lead passenger", () => {
    const mismatch = "Passenger count mismatch, please reselect passengers.";
    expect(validatePassengers([lead(), child()], domestic)).toEqual({ passengers: mismatch });
    expect(validatePassengers([lead()], { ...domestic, adults: 2 })).toEqual({ passengers: mismatch });
    expect(validatePassengers([lead(), infant(), infant({ firstName: "Tara" })], { ...domestic, infants: 2 })).toEqual({ "passengers.2.paxType": "Infants cannot be more than adults" });
    expect(validatePassengers([lead({ isLeadPax: false })], domestic)).toEqual({ "passengers.0.isLeadPax": "Choose an adult as the lead passenger" });
    expect(validatePassengers([lead(), lead({ firstName: "Ben" })], { ...domestic, adults: 2 })).toEqual({ "passengers.1.isLeadPax": "Only one lead passenger is allowed" });
    expect(validatePassengers([lead({ isLeadPax: false }), child({ isLeadPax: true, email: "a@b.co", phoneCode: "in", mobileNo: "9876543210" })], { ...domestic, children: 1 })).toEqual({
      "passengers.1.isLeadPax": "The lead passenger must be an adult",
    });
  });

  it("reports every error at once: all passengers, all fields, the passports and the lead's contact, in the spec's words", () => {
    const empty = { paxType: 1, title: "", firstName: "", lastName: "", gender: undefined, dateOfBirth: "", isLeadPax: true };
    const emptyChild = { paxType: 2, title: "", firstName: "", lastName: "", dateOfBirth: "", isLeadPax: false };
    const fields = ["title", "firstName", "lastName", "gender", "dateOfBirth", "passportNo", "passportIssueDate", "passportExpiry", "passportIssueCountryCode"];
    const expected = Object.fromEntries([
      ...fields.map((f) => [`passengers.0.${f}`, REQUIRED]),
      ...["email", "phoneCode", "mobileNo"].map((f) => [`passengers.0.${f}`, REQUIRED]),
      ...fields.map((f) => [`passengers.1.${f}`, REQUIRED]),
    ]);
    expect(validatePassengers([empty, emptyChild], { ...intl, children: 1 })).toEqual(expected);
    // A present but wrong value keeps its own message beside the others.
    const mixed = validatePassengers([{ ...empty, title: "Master", email: "asha@", mobileNo: "12345", phoneCode: "in" }, { ...emptyChild, dateOfBirth: "2026-01-01", title: "Mr" }], { ...domestic, children: 1 });
    expect(mixed).toMatchObject({
      "passengers.0.title": "Choose one of Mr, Mrs, Ms, Miss",
      "passengers.0.firstName": REQUIRED,
      "passengers.0.email": "Please enter a valid email",
      "passengers.0.mobileNo": "Please enter a valid phone number",
      "passengers.1.title": "Choose one of Master, Miss",
      "passengers.1.dateOfBirth": "A child must be 2 to 11 years old on the travel date",
      "passengers.1.firstName": REQUIRED,
    });
  });

  it("uses the spec's type and gender codes", () => {
    expect(ZPassenger.safeParse(lead({ paxType: "ADT" })).success).toBe(false);
    expect(ZPassenger.safeParse(lead({ paxType: 4 })).success).toBe(false);
    expect(ZPassenger.safeParse(lead({ gender: 2, title: "Ms" })).success).toBe(true);
  });
});
