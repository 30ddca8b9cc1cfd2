import { describe, expect, it } from 'vitest';
import { listingMoves, MOVES_MAX } from './listing-moves.ts';
import type { ListingUrl } from './host-input.ts';

const listing = (id: string, path: string): ListingUrl => ({ id, path, status: 'sale', featured: false });
const now = [listing('1', '/imovel/venda/casa-3-quartos-centro-campinas/1'), listing('2', '/imovel/aluguel/apartamento-1-quarto-moema-sao-paulo/2')];

describe('listingMoves', () => {
  it('finds the listings whose live URL is not their URL now, before the live release\'s own moves', () => {
    const live = {
      prerendered: ['/', '/imovel/venda/casa-2-quartos-centro-campinas/1', '/imovel/aluguel/apartamento-1-quarto-moema-sao-paulo/2', '/imovel/venda/terreno-centro-campinas/9'],
      moved: [['/imovel/venda/casa-centro-campinas/1', '1']],
    };
    expect(listingMoves(live, now)).toEqual([
      ['/imovel/venda/casa-2-quartos-centro-campinas/1', '1'],
      ['/imovel/venda/casa-centro-campinas/1', '1'],
    ]);
  });

  it('drops a move whose listing is gone or is back at that URL, and anything that is not a listing path of its id', () => {
    const live = {
      prerendered: [],
      moved: [
        ['/imovel/venda/terreno-centro-campinas/9', '9'],
        ['/imovel/venda/casa-3-quartos-centro-campinas/1', '1'],
        ['/imovel/venda/casa/2', '1'],
        ['/imovel/venda/casa x/1', '1'],
        ['/sobre', '1'],
        'not a move',
        [1, 2],
      ],
    };
    expect(listingMoves(live, now)).toEqual([]);
    expect(listingMoves(null, now)).toEqual([]);
  });

  it('keeps the newest moves, within the budget', () => {
    const moved = Array.from({ length: MOVES_MAX + 5 }, (_, i) => [`/imovel/venda/casa-${i}/1`, '1']);
    const moves = listingMoves({ prerendered: ['/imovel/venda/casa-novo/1'], moved }, now);
    expect(moves).toHaveLength(MOVES_MAX);
    expect(moves[0]).toEqual(['/imovel/venda/casa-novo/1', '1']);
    expect(moves.at(-1)).toEqual([`/imovel/venda/casa-${MOVES_MAX - 2}/1`, '1']);
  });
});
