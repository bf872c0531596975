import { LoginForm } from "@/components/account/login-form";
import { FLIGHT_AREA_HOME } from "@/components/public/flight-area-entry";
import { getLoginPageProps } from "@/server/auth/page-session";

export const metadata = { title: "Flight login" };

/**
 * /flight/login: the flight area's login (spec 001 section 2), the same form and flow as /login;
 * without a redirectTo the visitor lands on the flight search. Never locked (it is the way in).
 */
export default async function Page(props: PageProps<"/flight/login">) {
  const params = await props.searchParams;
  return <LoginForm {...await getLoginPageProps(Promise.resolve({ redirectTo: FLIGHT_AREA_HOME, ...params }))} />;
}
