// Plain data without Effect Schema: the public price element builds its table from it (core/rules/prices.ts).
/** Products of the fuel price table and their ids (spec part 1 §3). */
export const FuelProducts = [
  { type: "B95", noomId: 1133, sortOrder: 1, businessOnly: false, colorCode: "#1b7f3b", textColor: "#ffffff" },
  { type: "B98", noomId: 1135, sortOrder: 2, businessOnly: false, colorCode: "#0b5d8f", textColor: "#ffffff" },
  { type: "D", noomId: 1145, sortOrder: 3, businessOnly: false, colorCode: "#222222", textColor: "#ffffff" },
  { type: "reD", noomId: 16170, sortOrder: 4, businessOnly: false, colorCode: "#5a7d1a", textColor: "#ffffff" },
  { type: "LPG", noomId: 10654, sortOrder: 5, businessOnly: true, colorCode: "#b35900", textColor: "#ffffff" },
  { type: "D eri", noomId: 1142, sortOrder: 6, businessOnly: false, colorCode: "#7a1f1f", textColor: "#ffffff" },
  { type: "AdBlue", noomId: 3311, sortOrder: 7, businessOnly: false, colorCode: "#1d4fa3", textColor: "#ffffff" },
  { type: "Kl.pesu", noomId: 3312, sortOrder: 8, businessOnly: false, colorCode: "#3aa0c8", textColor: "#0a0a0a" },
] as const
