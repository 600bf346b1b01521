/** The keuangan endpoints. */
export const KEUANGAN = {
  /** Finance: payments, invoices with their export, and the fee picker. */
  pembayaranTable: '/keuangan/pemasukan/pembayaran/table',
  tagihanTable: '/keuangan/pemasukan/pembayaran/tagihan/table',
  tagihanEkspor: '/keuangan/pemasukan/pembayaran/tagihan/ekspor',
  pemasukanDetailDropdown: '/keuangan/pemasukan/detail/dropdown',
} as const;
