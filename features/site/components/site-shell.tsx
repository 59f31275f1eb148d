import { getActivePopups, DeferredPopupHost } from "@/features/popups";
import { SiteFooter } from "./footer";
import { SiteHeader } from "./header";
import { LinkNavigator } from "@/components/site/shell/link-navigator";
import { ScrollToTop } from "@/components/site/shell/scroll-to-top";
import { SiteToaster } from "@/components/site/shell/site-toaster";

export async function SiteShell({ children }: { children: React.ReactNode }) {
  const popups = await getActivePopups();
  return (
    <div className="site flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[60] bg-gold px-4 py-2 text-ink focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <LinkNavigator />
      <SiteHeader />
      <DeferredPopupHost popups={popups} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
      <SiteToaster />
    </div>
  );
}
