import { LogoutRunner } from "@/components/account/logout-runner";

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? null;

export default async function Page(props: PageProps<"/logout">) {
  const params = await props.searchParams;
  return <LogoutRunner redirectTo={first(params.redirectTo)} redirectType={first(params.redirectType)} />;
}
