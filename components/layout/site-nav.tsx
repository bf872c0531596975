"use client";

import clsx from "clsx";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { NavGroup } from "./navigation";

// From 1024 px a menu label never wraps ("My account" on two lines); narrower, the labels may wrap rather than overflow.
const linkClass = (active: boolean) => clsx("hover:text-brand hover:underline lg:whitespace-nowrap", active ? "font-medium text-brand" : "text-slate-700");
const isActive = (pathname: string, href: string) => pathname === href || (href !== "/staff" && pathname.startsWith(`${href}/`));

/** One group of the desktop menu: a single link, or a button opening its links. */
function MenuGroup({ group, open, onToggle, onClose, pathname }: { group: NavGroup; open: boolean; onToggle: () => void; onClose: () => void; pathname: string }) {
  if (group.links.length === 1) {
    const [link] = group.links;
    return (
      <Link href={link.href} className={linkClass(isActive(pathname, link.href))} aria-current={isActive(pathname, link.href) ? "page" : undefined}>
        {link.label}
      </Link>
    );
  }
  const id = `menu-${group.label.toLowerCase().replace(/\W+/g, "-")}`;
  const active = group.links.some((l) => isActive(pathname, l.href));
  return (
    <div className="relative">
      <button type="button" aria-expanded={open} aria-controls={id} onClick={onToggle} className={clsx("flex items-center gap-1", linkClass(active))}>
        {group.label}
        <span aria-hidden="true" className="text-xs">
          ▾
        </span>
      </button>
      {open ? (
        <ul id={id} className="absolute right-0 z-30 mt-2 min-w-52 rounded-md border border-slate-200 bg-white py-1 shadow-lg">
          {group.links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                onClick={onClose}
                aria-current={isActive(pathname, link.href) ? "page" : undefined}
                className={clsx("block px-4 py-2 hover:bg-slate-50", isActive(pathname, link.href) ? "font-medium text-brand" : "text-slate-700")}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The main menu. Above 600 px a row of links and drop-downs; at 600 px and below a Menu button
 * opening every group as a list. Menus close on a link, a click outside and Escape.
 */
export function SiteNav({ groups, accountLinks }: { groups: NavGroup[]; accountLinks: ReactNode }) {
  const pathname = usePathname();
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const close = () => {
    setOpenGroup(null);
    setMobileOpen(false);
  };

  useEffect(() => {
    if (openGroup === null && !mobileOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && close();
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [openGroup, mobileOpen]);

  return (
    <nav ref={ref} aria-label="Main" className="flex items-center gap-4 text-sm">
      <div className="flex items-center gap-4 max-[601px]:hidden">
        {groups.map((group) => (
          <MenuGroup
            key={group.label}
            group={group}
            pathname={pathname}
            open={openGroup === group.label}
            onToggle={() => setOpenGroup((current) => (current === group.label ? null : group.label))}
            onClose={close}
          />
        ))}
      </div>
      <button
        type="button"
        aria-expanded={mobileOpen}
        aria-controls="mobile-menu"
        onClick={() => setMobileOpen((v) => !v)}
        className="rounded-md border border-slate-300 px-3 py-1.5 font-medium text-slate-800 min-[601px]:hidden"
      >
        Menu
      </button>
      {mobileOpen ? (
        <div id="mobile-menu" className="absolute inset-x-0 top-full z-30 border-b border-slate-200 bg-white px-4 py-3 shadow-lg min-[601px]:hidden">
          {groups.map((group) => (
            <div key={group.label} className="border-b border-slate-100 py-2 last:border-b-0">
              {group.links.length > 1 ? <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{group.label}</p> : null}
              <ul>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} onClick={close} className={clsx("block py-2", linkClass(isActive(pathname, link.href)))}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div className="flex flex-wrap items-center gap-4 pt-2" onClick={close}>
            {accountLinks}
          </div>
        </div>
      ) : null}
    </nav>
  );
}
