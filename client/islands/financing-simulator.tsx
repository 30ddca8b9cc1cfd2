/**
 * The listing's financing simulator (#17 item 4): SAC and PRICE side by side
 * for the down payment, term and annual rate the visitor chooses. The server
 * renders it with the defaults, so the figures are there without JavaScript;
 * the island hydrates on first interaction (focus or click on the form) and
 * then recomputes on every change. The fields are uncontrolled and read from
 * the form, so what was typed before hydration is kept and counted.
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { financingSummary, type FinancingInput } from '../../domain/finance/loan.ts';
import { formatBRL, formatPercent } from '../../domain/rules/format.ts';

export interface FinancingSimulatorProps {
  /** The home's price, reais. */
  price: number;
  defaults: Omit<FinancingInput, 'price'>;
  /** The element id prefix (unique per page). */
  id: string;
}

export const TERM_OPTIONS = [120, 180, 240, 300, 360, 420] as const;
const FIELD_CLASS = 'w-full rounded-lg border border-black/15 bg-white px-3 py-2 text-gray-900';

/** '11,5' or '11.5' → 11.5; anything else NaN (the summary then falls back to the default). */
export function parseDecimal(text: FormDataEntryValue | null): number {
  if (typeof text !== 'string' || text.trim() === '') return Number.NaN;
  const trimmed = text.trim();
  // pt-BR writes '1.250,5'; a lone '.' is read as the decimal point people also type.
  return Number(trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed);
}

function readForm(form: HTMLFormElement): Omit<FinancingInput, 'price'> {
  const data = new FormData(form);
  return { downPaymentPercent: parseDecimal(data.get('entrada')), months: Number(data.get('prazo')), annualRatePercent: parseDecimal(data.get('juros')) };
}

export default function FinancingSimulator({ price, defaults, id }: FinancingSimulatorProps): ReactElement {
  const form = useRef<HTMLFormElement>(null);
  const [input, setInput] = useState(defaults);
  const read = () => {
    if (form.current) setInput(readForm(form.current));
  };
  useEffect(read, []);
  const summary = financingSummary({ price, ...input });
  const rows: { label: string; key: 'first' | 'last' | 'total' | 'incomeNeeded' }[] = [
    { label: 'Primeira parcela', key: 'first' },
    { label: 'Última parcela', key: 'last' },
    { label: 'Total pago', key: 'total' },
    { label: 'Renda mínima (parcela = 30% da renda)', key: 'incomeNeeded' },
  ];
  return (
    <form ref={form} onInput={read} onChange={read} onSubmit={(event) => event.preventDefault()} className="space-y-6" data-financing-simulator="">
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="space-y-1">
          <label htmlFor={`${id}-entrada`} className="block text-sm font-medium">
            Entrada (% do valor)
          </label>
          <input id={`${id}-entrada`} name="entrada" type="number" min={0} max={95} step={1} inputMode="numeric" defaultValue={defaults.downPaymentPercent} className={FIELD_CLASS} aria-describedby={`${id}-entrada-valor`} />
          <p id={`${id}-entrada-valor`} className="text-sm" data-simulator-value="down-payment">
            {formatBRL(summary.downPayment)}
          </p>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-prazo`} className="block text-sm font-medium">
            Prazo
          </label>
          <select id={`${id}-prazo`} name="prazo" defaultValue={String(defaults.months)} className={FIELD_CLASS}>
            {TERM_OPTIONS.map((months) => (
              <option key={months} value={months}>{`${months / 12} anos (${months} meses)`}</option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-juros`} className="block text-sm font-medium">
            Taxa de juros (% ao ano)
          </label>
          <input id={`${id}-juros`} name="juros" type="text" inputMode="decimal" defaultValue={String(defaults.annualRatePercent).replace('.', ',')} className={FIELD_CLASS} aria-describedby={`${id}-juros-mes`} />
          <p id={`${id}-juros-mes`} className="text-sm">{`Equivale a ${formatPercent(summary.monthlyRate * 100)} ao mês`}</p>
        </div>
      </div>
      <p className="text-base">
        Valor financiado: <strong data-simulator-value="financed">{formatBRL(summary.financed)}</strong> em {summary.months} meses
      </p>
      {/* No scrolling box: on a phone the labels wrap and the figures stay whole. */}
      <div>
        <table className="w-full border-collapse text-left text-sm sm:text-base" aria-describedby={`${id}-nota`}>
          <caption className="sr-only">Parcelas estimadas pelos sistemas SAC e PRICE</caption>
          <thead>
            <tr className="border-b border-black/15">
              <td className="py-2 pr-3" />
              <th scope="col" className="py-2 pr-3">
                SAC <span className="block text-sm font-normal">parcelas decrescentes</span>
              </th>
              <th scope="col" className="py-2">
                PRICE <span className="block text-sm font-normal">parcelas iguais</span>
              </th>
            </tr>
          </thead>
          <tbody aria-live="polite">
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-black/10">
                <th scope="row" className="py-2 pr-3 font-medium">
                  {row.label}
                </th>
                <td className="py-2 pr-3 font-semibold sm:whitespace-nowrap tabular-nums" data-simulator-value={`sac-${row.key}`}>
                  {formatBRL(summary.sac[row.key])}
                </td>
                <td className="py-2 font-semibold sm:whitespace-nowrap tabular-nums" data-simulator-value={`price-${row.key}`}>
                  {formatBRL(summary.price[row.key])}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p id={`${id}-nota`} className="text-sm">
        Simulação ilustrativa, sem valor de proposta. O banco informa o CET (Custo Efetivo Total), que inclui os seguros
        obrigatórios (MIP e DFI) e as tarifas e é maior que a taxa de juros: as parcelas reais ficam acima destas. A
        aprovação depende da análise de crédito.
      </p>
    </form>
  );
}
