import pypto.language as pl


@pl.program
class Decorated:
    # attrs= folds into the attrs before auto_scope, whatever the keyword
    # order; a SplitMode under another key is its int value, NONE is dropped.
    @pl.function(type=pl.FunctionType.AIV, auto_scope=False, attrs={"split": pl.SplitMode.LEFT_RIGHT, "slot_num": 8, "lane_mode": pl.SplitMode.UP_DOWN, "unused": pl.SplitMode.NONE})
    def vec(self, a: pl.Tensor[[32, 16], pl.FP16]) -> pl.Tensor[[32, 16], pl.FP16]:
        pl.func_attr({"tag": "v"})
        return a

    # A header-only external kernel: empty body, the path in the decorator.
    @pl.function(type=pl.FunctionType.AIC, attrs={"dual_aiv_dispatch": False}, external_source="/tmp/kernels/scale_aic.cpp")
    def ext(self, a: pl.Tensor[[32, 16], pl.FP16]) -> pl.Tensor[[32, 16], pl.FP16]:
        """Implemented in C++."""
        ...

    @pl.function(type=pl.FunctionType.Graph)
    def replay(self, a: pl.Tensor[[32, 16], pl.FP16]) -> pl.Tensor[[32, 16], pl.FP16]:
        return a

    @pl.function(level=pl.Level.POD, role=pl.Role.Orchestrator)
    def pod(self, a: pl.Tensor[[32, 16], pl.FP16]) -> pl.Tensor[[32, 16], pl.FP16]:
        return a

    @pl.function(attrs={"split": pl.SplitMode.NONE})
    def plain(self, a: pl.Tensor[[32, 16], pl.FP16]) -> pl.Tensor[[32, 16], pl.FP16]:
        return a
