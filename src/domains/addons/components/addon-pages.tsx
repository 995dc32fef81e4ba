import { getTranslations } from "next-intl/server";
import { tableStateFrom } from "@/components/ui/data-table";
import { addonScopeOf, type Actor } from "@/server/access";
import { db } from "@/server/db";
import { orderFiltersFrom, productFiltersFrom } from "../filters";
import type { AddonKind } from "../pricing";
import { ADDON_ORDER_SORTABLE, addonSupplierChoices, listAddonOrders, listAddonProducts } from "../queries";
import { OrdersView } from "./orders-view";
import { ProductsView } from "./products-view";

type Params = Record<string, string | string[] | undefined>;

async function Nothing() {
  const t = await getTranslations("dashboardAddons");
  return <p className="rounded-2xl border border-line bg-white p-6 text-muted">{t("nothing")}</p>;
}

/** A products page's content (daytours, transfers, meals; meals also show their orders below). */
export async function AddonProductsContent({
  actor,
  kind,
  params,
  path,
}: {
  actor: Actor;
  kind: AddonKind;
  params: Params;
  path: string;
}) {
  if (addonScopeOf(actor).kind === "none") return <Nothing />;
  const t = await getTranslations("dashboardAddons.orders");
  const filters = productFiltersFrom(params);
  const orderFilters = orderFiltersFrom(params);
  const orderSort = tableStateFrom(params, ADDON_ORDER_SORTABLE);
  const [products, suppliers, orders] = await Promise.all([
    listAddonProducts(db(), { actor, kind, ...filters }),
    addonSupplierChoices(db(), { actor }),
    kind === "meal"
      ? listAddonOrders(db(), { actor, kinds: ["meal"], filters: orderFilters, sort: orderSort })
      : Promise.resolve(null),
  ]);
  return (
    <ProductsView
      kind={kind}
      products={products ?? []}
      suppliers={suppliers}
      filters={filters}
      path={path}
      ordersSection={
        orders ? (
          <OrdersView
            kind="meal"
            data={orders}
            filters={orderFilters}
            sort={orderSort}
            suppliers={suppliers}
            path={path}
            heading={t("mealOrders")}
          />
        ) : undefined
      }
    />
  );
}

/** An orders page's content (daytour, airportTransfers). */
export async function AddonOrdersContent({
  actor,
  kind,
  params,
  path,
}: {
  actor: Actor;
  kind: AddonKind;
  params: Params;
  path: string;
}) {
  if (addonScopeOf(actor).kind === "none") return <Nothing />;
  const filters = orderFiltersFrom(params);
  const sort = tableStateFrom(params, ADDON_ORDER_SORTABLE);
  const [orders, suppliers] = await Promise.all([
    listAddonOrders(db(), { actor, kinds: [kind], filters, sort }),
    addonSupplierChoices(db(), { actor }),
  ]);
  return (
    <OrdersView
      kind={kind}
      data={orders ?? { rows: [], total: 0 }}
      filters={filters}
      sort={sort}
      suppliers={suppliers}
      path={path}
    />
  );
}
