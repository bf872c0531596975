import type { Metadata } from "next";
import type { CSSProperties, ReactNode } from "react";
import { PushPromptMount } from "@/app/staff/_push/push-prompt-mount";
import { PhonePromptMount } from "@/app/user/_profile/phone-prompt-mount";
import { AppProviders } from "@/components/layout/app-providers";
import { buildNavigation, showsWalletBalance, type NavGroup } from "@/components/layout/navigation";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { isBarePagePath } from "@/lib/bare-pages";
import { getPageContext } from "@/server/auth/page-session";
import { getPermissionKeys } from "@/server/rbac/get-permission-keys";
import { publicProductLinks } from "@/server/sites/public-product-links";
import "./globals.css";

const DEFAULT_BRAND_COLOR = "#1d4ed8";

export async function generateMetadata(): Promise<Metadata> {
  const { site } = await getPageContext();
  const name = site?.companyName ?? "Wayfare";
  return {
    title: { default: name, template: `%s | ${name}` },
    description: `${site?.companyName ?? "Wayfare"}: flights, holidays and travel services`,
    icons: { icon: site?.logoUrl ?? "/favicon.ico" },
  };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const { site, principal, path } = await getPageContext();
  const brand = site?.primaryColor ?? DEFAULT_BRAND_COLOR;
  // On <html>, not <body>: Tailwind's --color-brand is declared on :root as var(--brand-color), and
  // a custom property resolves where it is declared, so the site's colour must be set there too.
  // accent-color is inherited: checkboxes, radios and range inputs take the brand colour.
  const style = { "--brand-color": brand, accentColor: brand } as CSSProperties;
  // The driver's page (lib/bare-pages.ts): the page alone, in the site's colour, no menu or footer.
  if (isBarePagePath(path)) {
    return (
      <html lang="en" style={style}>
        <body className="bg-slate-50" style={{ minHeight: "100vh" }}>
          <AppProviders siteId={site?.id ?? null} timeZone={site?.timezone}>
            {children}
          </AppProviders>
        </body>
      </html>
    );
  }
  let navigation: NavGroup[] = [];
  let showWalletBalance = false;
  if (principal && site) {
    const permissions = new Set(await getPermissionKeys(principal));
    navigation = buildNavigation({ userType: principal.userType, permissions, canShowPermissionMenu: site.canShowPermissionMenu, isSuperAdmin: principal.isSuperAdmin });
    showWalletBalance = showsWalletBalance({ userType: principal.userType, permissions });
  }
  return (
    <html lang="en" style={style}>
      {/* Inline min-height: globals.css sets body min-height 100% outside Tailwind's layers. The footer sits at the bottom. */}
      <body className="flex flex-col" style={{ minHeight: "100vh" }}>
        <AppProviders siteId={site?.id ?? null} timeZone={site?.timezone}>
          <SiteHeader
            companyName={site?.companyName ?? "Wayfare"}
            logoUrl={site?.logoUrl ?? null}
            user={principal ? { firstName: principal.firstName, userType: principal.userType } : null}
            navigation={navigation}
            showWalletBalance={showWalletBalance}
          />
          <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 max-[601px]:px-2">{children}</main>
          <PhonePromptMount />
          <PushPromptMount />
          {site ? <SiteFooter companyName={site.companyName} adminEmail={site.adminEmail} adminContact={site.adminContact} products={await publicProductLinks(site, Boolean(principal))} /> : null}
        </AppProviders>
      </body>
    </html>
  );
}
