import type { Metadata } from "next";
import type { CSSProperties, ReactNode } from "react";
import { AppProviders } from "@/components/layout/app-providers";
import { SiteHeader } from "@/components/layout/site-header";
import { getPageContext } from "@/server/auth/page-session";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const { site } = await getPageContext();
  const name = site?.companyName ?? "Wayfare";
  return { title: { default: name, template: `%s | ${name}` }, description: `${site?.companyName ?? "Wayfare"}: flights, holidays and travel services` };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const { site, principal } = await getPageContext();
  const style = { "--brand-color": site?.primaryColor ?? "#1d4ed8" } as CSSProperties;
  return (
    <html lang="en">
      <body style={style}>
        <AppProviders siteId={site?.id ?? null} timeZone={site?.timezone}>
          <SiteHeader
            companyName={site?.companyName ?? "Wayfare"}
            logoUrl={site?.logoUrl ?? null}
            user={principal ? { firstName: principal.firstName, userType: principal.userType } : null}
          />
          <main className="mx-auto w-full max-w-6xl px-4 py-6 max-[600px]:px-2">{children}</main>
        </AppProviders>
      </body>
    </html>
  );
}
