import type { ApiTransport } from '@discus/domain/api-transport';
import type {
  Category,
  ListProductsBody,
  Product,
  ProductPage,
  SearchProductsBody,
} from '@discus/domain/contracts/catalog';
import type { AnonOrder } from '@discus/domain/contracts/orders';
import { apiPaths } from '@discus/domain/contracts/paths';
import type { GetSessionAnswer } from '@discus/domain/contracts/session';
import { messages } from '@discus/domain/messages';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The typed calls of the API over any transport (browser fetch, or straight into the server). */
export function apiClient(transport: ApiTransport) {
  async function call<T>(path: string, body: unknown): Promise<T> {
    const answer = await transport(path, body);
    if (answer.status < 200 || answer.status > 299) {
      const message = (answer.body as { message?: unknown } | null)?.message;
      throw new ApiError(answer.status, typeof message === 'string' ? message : messages.serverError);
    }
    return answer.body as T;
  }

  return {
    getSession: () => call<GetSessionAnswer>(apiPaths.getSession, {}),
    categories: async () => (await call<{ result: Category[] }>(apiPaths.getProductCategory, { all: true })).result,
    searchProducts: (body: SearchProductsBody) => call<ProductPage>(apiPaths.searchProducts, body),
    listProducts: (body: ListProductsBody) => call<ProductPage>(apiPaths.listProducts, body),
    productById: async (id: number) => (await call<{ result: Product }>(apiPaths.getProductById, { id })).result,
    anonOrders: async () => (await call<{ result: AnonOrder[] }>(apiPaths.getAnonOrders, {})).result,
  };
}

export type Api = ReturnType<typeof apiClient>;
