/**
 * Brazilian phone numbers, CNPJs and CEPs as links need them and as people read them, from
 * whatever form a back end stored (digits only, with the country code, as typed).
 */

/** Toll-free and special numbers (0800, 0300, 0500, 0900…): dialled only within Brazil, as they are. */
const SPECIAL = /^0[3589]00\d{7}$/;

/** A national number's digits without the trunk '0' some write before the area code ('011 …'). */
function withoutTrunkZero(digits: string): string {
  return digits.replace(/^0(?=\d{10,11}$)/, '');
}

/**
 * The number a `wa.me` link needs: the full international number, digits only (spec §2.5 says
 * digits only; WhatsApp reads them as country code first). Brokers type their number the
 * Brazilian way, `(11) 99876-5432`: its digits alone made `wa.me/11998765432`, which WhatsApp
 * reads as a +1 number, so every WhatsApp button of such a site reached no one. A number of 10
 * or 11 digits (area code and number, after a leading trunk '0') gets Brazil's 55; one written
 * with '+', or already of another length, is kept as its digits.
 */
export function whatsappDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (value.trim().startsWith('+')) return digits;
  const national = withoutTrunkZero(digits);
  return national.length === 10 || national.length === 11 ? `55${national}` : digits;
}

/**
 * A `tel:` link's number: the international one (`+5511…`), which every phone and calling app
 * dials from anywhere, for a Brazilian number however typed; a toll-free or special number
 * (`0800…`, `4004…`) only dials at home, so it keeps its digits; a `+` number keeps its digits.
 */
export function telNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (value.trim().startsWith('+')) return `+${digits}`;
  if (SPECIAL.test(digits)) return digits;
  const international = whatsappDigits(value);
  const brazilian = international.startsWith('55') && (international.length === 12 || international.length === 13);
  return brazilian ? `+${international}` : digits;
}

/**
 * A Brazilian phone number as Brazilians read it, whatever form the back end stored:
 * `11998765432`, `5511998765432` or `+55 11 99876 5432` show as `(11) 99876-5432`, a landline as
 * `(11) 3456-7890`, a toll-free number as `0800 123 4567`. A number of another country (`+1 …`),
 * one of another length or text that is not only a number is shown as given.
 */
export function phoneDisplay(value: string): string {
  const trimmed = value.trim();
  if (!/^[\d\s()+.-]+$/.test(trimmed)) return value;
  let digits = trimmed.replace(/\D/g, '');
  if (SPECIAL.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) digits = digits.slice(2);
  else if (trimmed.startsWith('+')) return value;
  digits = withoutTrunkZero(digits);
  if (digits.length === 11) return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
  if (digits.length === 10) return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}`;
  return value;
}

/** A CNPJ stored as its 14 digits, shown as `12.345.678/0001-90`; anything else as given. */
export function cnpjDisplay(value: string): string {
  const digits = value.trim();
  return /^\d{14}$/.test(digits) ? `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12)}` : value;
}

/** A CEP stored as its 8 digits, shown as `05422-001`; anything else as given. */
export function cepDisplay(value: string): string {
  const digits = value.trim();
  return /^\d{8}$/.test(digits) ? `${digits.slice(0, 5)}-${digits.slice(5)}` : value;
}
