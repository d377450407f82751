"""Benchmarks print their results as one plain table."""


def print_table(rows: list[tuple[str, str, str]]) -> None:
    widths = [max(len(row[i]) for row in rows) for i in range(3)]
    print(f"{'measure':<{widths[0]}}  {'value':<{widths[1]}}  note")
    for row in rows:
        print(f"{row[0]:<{widths[0]}}  {row[1]:<{widths[1]}}  {row[2]}")
