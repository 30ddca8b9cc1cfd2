/**
 * `listing-simulator` (#17 item 4), on every listing page: for a sale, the
 * financing simulator (SAC and PRICE; an island that hydrates on first use,
 * its server render already shows the default figures); for a rental, what
 * the tenant pays each month and the guarantees a landlord may ask for —
 * plain HTML, nothing to compute in the browser. A home without a price
 * ('Consulte') has nothing to simulate.
 */
import type { ReactElement } from 'react';
import FinancingSimulator from '../../client/islands/financing-simulator.tsx';
import { FINANCING_DEFAULTS } from '../../domain/finance/loan.ts';
import { MAX_DEPOSIT_RENTS, RENT_GUARANTEES, rentCosts } from '../../domain/finance/rent.ts';
import { formatBRL } from '../../domain/rules/format.ts';
import type { PublicProperty as Property } from '../../domain/rules/public-property.ts';
import { templateFor } from '../../templates/index.ts';
import { Island } from '../../ui/island.tsx';
import { containerClass } from '../section-shell.tsx';
import type { SectionDescriptor, SectionProps } from '../section-types.ts';

const HEADING_ID = 'simulador';

function RentSimulator({ home }: { home: Property }): ReactElement {
  const costs = rentCosts(home);
  const lines = [
    { label: 'Aluguel', value: costs.rent },
    { label: 'Condomínio', value: costs.condominium },
    { label: 'IPTU (parcela mensal)', value: costs.iptu },
  ].filter((line) => line.value > 0);
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <div className="space-y-3">
        <h3 className="font-heading text-xl font-semibold">Custo mensal</h3>
        <dl className="space-y-1 text-base" data-rent-costs="">
          {lines.map((line) => (
            <div key={line.label} className="flex justify-between gap-4 border-b border-black/10 py-1">
              <dt>{line.label}</dt>
              <dd className="tabular-nums">{formatBRL(line.value)}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-4 py-1 text-lg font-bold">
            <dt>Total mensal</dt>
            <dd className="tabular-nums" data-simulator-value="rent-total">
              {formatBRL(costs.total)}
            </dd>
          </div>
        </dl>
        <p className="text-sm">Sem contar contas de consumo (luz, água, gás, internet) e o seguro contra incêndio exigido em contrato.</p>
      </div>
      <div className="space-y-3">
        <h3 className="font-heading text-xl font-semibold">Garantias do aluguel</h3>
        <p className="text-sm">O proprietário pode pedir uma só destas garantias (Lei do Inquilinato, art. 37):</p>
        <ul className="space-y-3" data-rent-guarantees="">
          {RENT_GUARANTEES.map((guarantee) => (
            <li key={guarantee.id}>
              <strong>{guarantee.title}</strong>
              {guarantee.id === 'caucao' ? ` (até ${formatBRL(costs.rent * MAX_DEPOSIT_RENTS)})` : ''}: {guarantee.description}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export function ListingSimulatorSection({ section, ctx, data }: SectionProps): ReactElement | null {
  const home = data.listing?.home;
  if (!home) return null;
  const isSale = home.status === 'sale';
  const amount = isSale ? home.price : home.rental_price;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) return null;
  const theme = templateFor(ctx.site).theme;
  return (
    <section aria-labelledby={HEADING_ID} className={`${containerClass} pb-10`} data-section-id={String(section.id)} data-listing-simulator={isSale ? 'sale' : 'rent'}>
      <div className={`space-y-6 p-4 text-gray-900 sm:p-6 md:p-8 ${theme.card}`}>
        <h2 id={HEADING_ID} className="font-heading text-2xl font-semibold">
          {isSale ? 'Simule o financiamento' : 'Quanto custa morar aqui'}
        </h2>
        {isSale ? (
          <Island name="financing-simulator" load="interaction" component={FinancingSimulator} props={{ price: amount, defaults: { ...FINANCING_DEFAULTS }, id: HEADING_ID }} />
        ) : (
          <RentSimulator home={home} />
        )}
      </div>
    </section>
  );
}

export const section: SectionDescriptor = { component: ListingSimulatorSection };
