#!/bin/sh
# Generates SQL migrations into drizzle/ from src/db/schema.ts.
# drizzle-kit is hoisted to the root node_modules while drizzle-orm may live in this app's
# node_modules, and drizzle-kit imports drizzle-orm by bare name; a throwaway folder of symlinks
# run with --preserve-symlinks lets it find the app's copy (or the root's, where npm hoisted it).
set -eu
app_dir=$(cd "$(dirname "$0")/.." && pwd)
root_dir=$(cd "$app_dir/../.." && pwd)
shim=$(mktemp -d)
trap 'rm -rf "$shim"' EXIT
mkdir -p "$shim/node_modules"
ln -s "$root_dir/node_modules/drizzle-kit" "$shim/node_modules/drizzle-kit"
orm="$app_dir/node_modules/drizzle-orm"
[ -d "$orm" ] || orm="$root_dir/node_modules/drizzle-orm"
ln -s "$orm" "$shim/node_modules/drizzle-orm"
cd "$app_dir"
node --preserve-symlinks --preserve-symlinks-main "$shim/node_modules/drizzle-kit/bin.cjs" generate "$@"
