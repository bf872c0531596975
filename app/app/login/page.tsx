import { LoginForm } from "@/components/account/login-form";
import { getLoginPageProps } from "@/server/auth/page-session";

export default async function Page(props: PageProps<"/app/login">) {
  return <LoginForm {...await getLoginPageProps(props.searchParams)} />;
}
