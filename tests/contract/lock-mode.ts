/**
 * Lock mode on the API (spec 001 section 2): a public endpoint that feeds a lockable page answers an
 * anonymous caller of a locked site 401, like its page sends one to /login. Every public operation
 * is in exactly one of the two lists, so a new public endpoint has to choose.
 */
export const LOCKABLE_OPERATIONS = new Set([
  "GET /api/packages/list", // /packages
  "GET /api/packages/details", // /packages/{packageName}/{_id}
  "POST /api/packages/enquiry", // the package page's enquiry form
  "GET /api/visa/getVisaCategory", // /visa/{country}
  "GET /api/visa/getVisaChecklist", // /visa/{country}/{category}/{categoryId}
  "POST /api/insurance/searchPlans", // /insurance/search-results
  "POST /api/paymentLink/get", // /payments?link=
  "POST /api/fixedDeparture/search", // /fixed-departures
]);

/** Public operations a locked site still answers anonymously, and why. */
export const OPEN_IN_LOCK_MODE: Record<string, string> = {
  "POST /api/wl/user/signup": "the way in",
  "POST /api/wl/user/login": "the way in",
  "POST /api/wl/user/logout": "the way out",
  "POST /api/wl/user/forgetPassword": "the way in",
  "POST /api/wl/user/generatePassword": "the way in",
  "POST /api/wl/user/getUserBySessionId": "the way in (session exchange)",
  "POST /api/wl/user/loginBySessionId": "the way in (session exchange)",
  "POST /api/wl/user/googleLogin": "the way in",
  "POST /api/wl/user/facebookLogin": "the way in",
  "GET /api/auth/{nextauth}": "the way in (next-auth)",
  "POST /api/auth/{nextauth}": "the way in (next-auth)",
  "POST /api/whitelabel/detetct": "site detection, before any login",
  "GET /api/files/{fileId}": "logos and images shown on the login page and documents",
  "POST /api/payment/razorpay/webhook": "the gateway's server calls it, signed",
  "GET /api/openapi.json": "the API's description",
  "GET /api/health": "health check",
  "POST /api/getAirports": "master data for the signup form",
  "GET /api/getCountryList": "master data for the signup form",
  "GET /api/getPhoneCodeList": "master data for the signup form",
  "GET /api/getNationalities": "master data for the signup form",
  "GET /api/master/api_countries": "master data for the signup form",
  "GET /api/master/api_states": "master data for the signup form",
  "GET /api/master/api_cities": "master data for the signup form",
  "GET /api/master/dbCities": "master data",
  "POST /api/master/getAirlinesStaticData": "master data",
  "POST /api/fareShare/get": "a shared offer's token link, for the agent's customer who has no login (decision 0051)",
};
