# Nested hierarchy scopes are each reported, the inner one inside a loop
# too.
# want: ERROR HierarchyOutlined 0 @12:9 "Hierarchy ScopeStmt found in function (should have been outlined)"
# want: ERROR HierarchyOutlined 0 @14:17 "Hierarchy ScopeStmt found in function (should have been outlined)"
import pypto.language as pl


@pl.program
class Nested:
    @pl.function
    def main(self, flag: pl.Scalar[pl.INDEX]):
        with pl.at(level=pl.Level.GLOBAL, role=pl.Role.Orchestrator):
            for i in pl.range(2):
                with pl.at(level=pl.Level.HOST, role=pl.Role.Orchestrator):
                    pl.system.bar_all()
