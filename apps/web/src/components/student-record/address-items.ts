import { LABEL } from './labels';
import type { ReadItem } from '../ReadList';

type Address = {
  alamat: string | null;
  provinsi_nama: string | null;
  kabkot_nama: string | null;
  kecamatan_nama: string | null;
  kelurahan_nama: string | null;
  kode_pos: string | null;
};

/** An address as read lists show it, the same on every page: street, region names, postal code. */
export function addressItems(a: Address | undefined): ReadItem[] {
  return [
    { label: LABEL.alamat, value: a?.alamat },
    { label: LABEL.provinsi, value: a?.provinsi_nama },
    { label: LABEL.kabkot, value: a?.kabkot_nama },
    { label: LABEL.region, value: a?.kecamatan_nama },
    { label: LABEL.kelurahan, value: a?.kelurahan_nama },
    { label: LABEL.kode_pos, value: a?.kode_pos },
  ];
}
