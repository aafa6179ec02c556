FROM node:20-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/* \
  && npm install -g pnpm@10
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile \
  && pnpm exec tsx shell/build/front-end/build.ts
ENV NODE_ENV=production PORT=8080
EXPOSE 8080
CMD ["pnpm", "exec", "tsx", "core/src/main.ts"]
