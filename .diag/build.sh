#!/bin/bash
# build; if the CSP hash changed, swap it in firebase.json and build again
cd /work/main
out=$(npm run build 2>&1)
h=$(echo "$out" | grep -o "lacks 'sha256-[^']*'" | grep -o "sha256-[^']*")
if [ -n "$h" ]; then
  old=$(grep -o "sha256-[A-Za-z0-9+/=]*" firebase.json | head -1)
  sed -i "s|$old|$h|" firebase.json
  echo "csp hash $old -> $h"
  out=$(npm run build 2>&1)
fi
echo "$out" | grep -iE "^error|Error:" | head -5
echo "$out" | tail -1
