import { describe, expect, it } from 'vitest';
import { placeName } from './place-name.ts';

describe('placeName', () => {
  it('writes a name sent in capitals or lower case the way people write it', () => {
    expect(placeName('VILA MADALENA')).toBe('Vila Madalena');
    expect(placeName('pinheiros')).toBe('Pinheiros');
    expect(placeName('SÃO JOSÉ DOS CAMPOS')).toBe('São José dos Campos');
    expect(placeName("SANTA BÁRBARA D'OESTE")).toBe("Santa Bárbara d'Oeste");
    expect(placeName('jardim da saúde')).toBe('Jardim da Saúde');
    expect(placeName('EMBU-GUAÇU')).toBe('Embu-Guaçu');
  });

  it('keeps a name in mixed case, a short one, and anything that is not only a name', () => {
    for (const value of ['Vila Olímpia', 'McDonald Park', 'ABC', 'sp', '../../../etc', 'Setor 7', '<b>CENTRO</b>']) expect(placeName(value)).toBe(value);
  });
});
