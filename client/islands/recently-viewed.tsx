/**
 * 'Vistos recentemente' (spec §2.10): the homes stored on this browser
 * (client/recently-viewed), newest first, drawn as the same cards as
 * everywhere else. The server cannot know them, so it renders an empty
 * marker; once hydrated (when the marker scrolls into view) the island reads
 * the stored list and shows the section, or stays empty when there is none.
 */
import { useEffect, useState, type ReactElement } from 'react';
import type { CardDisplay } from '../../ui/card/card-display.ts';
import { HomeCardList } from '../../ui/card/home-card-view.tsx';
import type { RecentHome } from '../recently-viewed/recent-list.ts';
import { readRecentHomes } from '../recently-viewed/recent-store.ts';

export interface RecentlyViewedProps {
  sectionId: string;
  title: string;
  display: CardDisplay;
  /** The template's section, heading and container classes (the island has no site config). */
  classes: { section: string; heading: string; container: string };
  /** On a listing's page, its id: the home being looked at is not listed under itself. */
  exclude?: number;
}

export default function RecentlyViewed({ sectionId, title, display, classes, exclude }: RecentlyViewedProps): ReactElement {
  const [homes, setHomes] = useState<RecentHome[] | null>(null);
  useEffect(() => setHomes(readRecentHomes().filter((home) => exclude === undefined || String(home.id) !== String(exclude))), [exclude]);
  if (!homes || homes.length === 0) return <div data-recently-viewed="" data-section-id={sectionId} />;
  const headingId = `secao-${sectionId}`;
  return (
    <section data-recently-viewed="" data-section-id={sectionId} aria-labelledby={headingId} className={classes.section}>
      <div className={classes.container}>
        <h2 id={headingId} className={`mb-8 ${classes.heading}`}>
          {title}
        </h2>
        <HomeCardList cards={homes} display={display} />
      </div>
    </section>
  );
}
