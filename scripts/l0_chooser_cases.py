#!/usr/bin/env python3
"""l0_chooser_cases.py writes the pinned PyPTO's L0 tile choices for the model's chooser test.

For a grid of matmul shapes, operand / accumulator widths and both backends, it
configures pypto.passes.L0TileConfig as AutoTileMatmulL0 does
(src/ir/transforms/auto_tile_matmul_l0_pass.cpp:962-1081: the backend's L0
capacities and cost model, 16-aligned tiles, A/B stationarity allowed, no L0C
double buffer under the PyPTO planner, a K-boundary peel allowed, c_read for
matmul_acc) and prints one line per case:

  ARCH M N K BYTES_A BYTES_B BYTES_C L0C_ALIGN_M C_READ -> m n k cost stationarity os_holds_a

pipeline's TestL0ChooserMatchesPyPTO reads the file
(pipeline/testdata/AutoTileMatmulL0/chooser_cases.txt) and runs chooseL0Tile on
each. Regenerate with:

  /work/main/.venv/bin/python scripts/l0_chooser_cases.py > pipeline/testdata/AutoTileMatmulL0/chooser_cases.txt
"""
import itertools
from pypto import passes

chooser = passes.l0_tile_chooser if hasattr(passes, "l0_tile_chooser") else passes
COST = {
    # BackendHandler::GetL0CostModel defaults (a2a3) and the Ascend950 override (a5).
    "a2a3": dict(bw_a=129.7, bw_b=85.4, bw_drain=118.0, drain_fixed_cycles=164.0, drain_row_cycles=4.45,
                 drain_penalty_cycles=2.6, drain_c0_bytes=32, mad_head=21, mad_k_fractal_bytes=32, mad_fp32_passes=2),
    "a5": dict(bw_a=206.3, bw_b=223.8, bw_drain=30.0, drain_fixed_cycles=343.4, drain_row_cycles=4.59,
               drain_penalty_cycles=0.26, drain_c0_bytes=32, mad_head=25, mad_k_fractal_bytes=32, mad_fp32_passes=8),
}
L0C = {"a2a3": 128 * 1024, "a5": 256 * 1024}
DIMS = [16, 48, 64, 128, 160, 256, 544, 1024]
KS = [16, 64, 96, 256, 512, 1008, 2048]
DTYPES = [(2, 2, 4, 16), (4, 4, 4, 16), (1, 1, 4, 16), (1, 1, 4, 32)]

print("# The pinned PyPTO's choose_l0_tile, written by scripts/l0_chooser_cases.py (do not edit).")
for arch, (ba, bb, bc, align), M, N, K, cread in itertools.product(
        ["a2a3", "a5"], DTYPES, DIMS, DIMS, KS, [False, True]):
    if align == 32 and arch == "a5":
        continue  # only Ascend910B pads an INT32 accumulator to 32 rows
    if cread and (M, N) not in [(64, 128), (256, 544), (1024, 1024)]:
        continue
    c = chooser.L0TileConfig()
    c.M, c.N, c.K = M, N, K
    c.l0a_bytes = c.l0b_bytes = 64 * 1024
    c.l0c_bytes = L0C[arch]
    c.bytes_a, c.bytes_b, c.bytes_c = ba, bb, bc
    c.min_m = c.min_n = c.min_k = 16
    c.align_m = c.align_n = c.align_k = 16
    c.l0c_align_m = align
    c.allow_a_stationary = c.allow_b_stationary = True
    c.allow_double_buffer_c = False
    c.c_read = cread
    c.allow_padding = False
    c.allow_k_boundary = True
    for k, v in COST[arch].items():
        setattr(c, k, v)
    try:
        r = chooser.choose_l0_tile(c)
    except Exception as e:  # noqa: BLE001
        out = "error"
    else:
        out = f"{r.m} {r.n} {r.k} {r.estimated_cost_cycles} {int(r.stationarity.value)} {int(r.os_holds_a)}"
    print(f"{arch} {M} {N} {K} {ba} {bb} {bc} {align} {int(cread)} -> {out}")
