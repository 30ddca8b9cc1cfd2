/**
 * Decodes the hex (E)WKB point PostGIS returns for a geography column
 * ('0101000020E6100000…'), spec §3.1 and §5. Handles both byte orders, the
 * EWKB SRID flag and Z/M coordinates (only x and y are kept; x is the
 * longitude, y the latitude). POINT EMPTY decodes to NaN coordinates, as
 * PostGIS writes it; callers that need a place must check Number.isFinite.
 */
import { InvalidHex, OnlyPoint } from '../errors.ts';

export interface DecodedPoint {
  lng: number;
  lat: number;
  srid?: number;
}

const WKB_POINT = 1;
const EWKB_Z_FLAG = 0x80000000;
const EWKB_M_FLAG = 0x40000000;
const EWKB_SRID_FLAG = 0x20000000;
const EWKB_FLAGS = EWKB_Z_FLAG | EWKB_M_FLAG | EWKB_SRID_FLAG;
const HEX = /^[0-9a-fA-F]*$/;

function hexToBytes(hex: string): Uint8Array {
  if (hex.length % 2 !== 0 || !HEX.test(hex)) throw new Error(InvalidHex.message);
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) {
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  }
  return bytes;
}

export function decodeHexPoint(hex: string): DecodedPoint {
  const bytes = hexToBytes(hex.trim());
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Too short for a header, or a byte-order mark other than 0/1: not WKB at all.
  if (bytes.length < 5) throw new Error(InvalidHex.message);
  const byteOrder = view.getUint8(0);
  if (byteOrder !== 0 && byteOrder !== 1) throw new Error(InvalidHex.message);
  const littleEndian = byteOrder === 1;

  const typeWord = view.getUint32(1, littleEndian);
  // EWKB keeps flags in the high bits; ISO WKB adds 1000/2000/3000 for Z/M/ZM.
  const isoType = (typeWord & ~EWKB_FLAGS) >>> 0;
  const baseType = isoType % 1000;
  if (baseType !== WKB_POINT) throw new Error(OnlyPoint.message);
  const hasSrid = (typeWord & EWKB_SRID_FLAG) !== 0;

  let offset = 5;
  let srid: number | undefined;
  if (hasSrid) {
    if (bytes.length < offset + 4) throw new Error(InvalidHex.message);
    srid = view.getUint32(offset, littleEndian);
    offset += 4;
  }
  // Z and M values follow x and y; they must be there even though we skip them.
  const isoDimensions = Math.floor(isoType / 1000); // 0 = XY, 1 = Z, 2 = M, 3 = ZM
  if (isoDimensions > 3) throw new Error(InvalidHex.message);
  const extraCoordinates =
    (isoDimensions === 3 ? 2 : isoDimensions === 0 ? 0 : 1) +
    Number((typeWord & EWKB_Z_FLAG) !== 0) +
    Number((typeWord & EWKB_M_FLAG) !== 0);
  if (bytes.length < offset + 16 + extraCoordinates * 8) throw new Error(InvalidHex.message);
  const lng = view.getFloat64(offset, littleEndian);
  const lat = view.getFloat64(offset + 8, littleEndian);
  return srid === undefined ? { lng, lat } : { lng, lat, srid };
}
