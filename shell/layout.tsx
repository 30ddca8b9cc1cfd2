/**
 * The shell of every page but the error page (spec §2.3): the fixed header,
 * the page area offset by the header height (h-16, md:h-20), the footer, and the icons
 * every card draws by reference (ui/icons.tsx).
 */
import type { ReactElement, ReactNode } from 'react';
import type { SiteContext } from '../contract/page-model.ts';
import { CardIconSprite } from '../ui/icons.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

export function Layout({ ctx, children }: { ctx: SiteContext; children: ReactNode }): ReactElement {
  return (
    <>
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[1100] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:text-text"
      >
        Pular para o conteúdo
      </a>
      <Header ctx={ctx} />
      <main id="conteudo" className="min-h-[60vh] pt-16 md:pt-20">
        {children}
      </main>
      <Footer ctx={ctx} />
      <CardIconSprite />
    </>
  );
}
