/**
 * The error page (spec §2.6), without header or footer: the site may be
 * inactive or unknown, so it links to the provider. Non-404 errors print the
 * raw message and offer a way back home; at 404 the way back is hidden when
 * the site itself is inactive or unknown (there is no home to go back to).
 */
import type { ReactElement } from 'react';
import type { ErrorPageData, SiteContext } from '../contract/page-model.ts';
import { BackHome, SiteInactive, SiteNotFound } from '../domain/errors.ts';
import { providerHref } from '../shell/site-links.ts';

/** Spec §2.6: the back button shows for every error except a 404 about the site itself. */
export function showsBackLink(status: number, code: string | undefined): boolean {
  return status !== 404 || (code !== SiteInactive.name && code !== SiteNotFound.name);
}

export function ErrorPage({ ctx, data }: { ctx: SiteContext; data: ErrorPageData }): ReactElement {
  const notFound = data.status === 404;
  const providerLink = providerHref(ctx.provider.url, 'error', ctx.site.site_url);

  return (
    <main
      data-param-patterns={data.paramPatterns?.length ? JSON.stringify(data.paramPatterns) : undefined}
      className="flex min-h-screen flex-col items-center justify-center gap-6 bg-background px-4 py-16 text-center text-text">
      <h1 className="font-heading text-7xl font-black tracking-tight md:text-9xl">
        <span className="sr-only">Erro </span>
        {String(data.status)}
      </h1>
      {notFound ? (
        <p className="max-w-xl text-xl" data-error-message="">
          {data.message}
        </p>
      ) : (
        <pre className="max-w-3xl overflow-x-auto whitespace-pre-wrap break-words rounded-lg bg-black/5 p-4 text-left text-sm">
          {data.message}
        </pre>
      )}
      <div className="flex flex-col items-center gap-4 sm:flex-row">
        {showsBackLink(data.status, data.code) ? (
          <a
            href="/"
            className="inline-block rounded-md bg-button-bg px-6 py-3 font-semibold text-button-text hover:bg-button-hover-bg hover:text-button-hover-text"
          >
            {BackHome.message}
          </a>
        ) : null}
        <a href={providerLink} className="font-semibold text-link-text underline underline-offset-4 hover:text-link-hover">
          {`Ir para a ${ctx.provider.name}`}
        </a>
      </div>
    </main>
  );
}
