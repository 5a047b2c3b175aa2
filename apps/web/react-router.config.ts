import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  future: {
    // Loaders get the request as it came (and `url`, the page's address without React Router's own
    // `.data`, `index` and `_routes`), instead of two new Requests per loader (issue 14: uncached renders).
    v8_passThroughRequests: true,
  },
} satisfies Config;
