import csv
import sys

with open(sys.argv[1], newline="") as f:
    rows = list(csv.reader(f))
print(f"{len(rows) - 1} rows, {len(rows[0])} columns")
